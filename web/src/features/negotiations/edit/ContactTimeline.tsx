import { Badge, Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { Edit16Regular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { NegotiationEditTimeline_HistoryFragment as Contact } from "@/gql/graphql";
import { formatDateTime } from "@/shared/format";
import { newestFirst } from "./contact-form";
import { stackedList } from "@/shared/list/stacked-list";

export const NegotiationEditTimeline_HistoryFragment = graphql(`
  fragment NegotiationEditTimeline_History on NegotiationHistory {
    id
    version
    contactedAt
    method
    methodLabel
    counterpart
    outcome
    memo
    nextContactAt
    user {
      id
      name
    }
  }
`);

const useStyles = makeStyles({
  list: stackedList,
  item: {
    position: "relative",
    paddingLeft: tokens.spacingHorizontalXXL,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    marginLeft: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  dot: {
    position: "absolute",
    left: "-7px",
    top: "6px",
    width: "12px",
    height: "12px",
    borderRadius: "50%",
    backgroundColor: tokens.colorBrandBackground,
  },
  card: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
  },
  head: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
  spacer: { flexGrow: 1 },
  memo: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  meta: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3 },
});

export type ContactRef = FragmentType<typeof NegotiationEditTimeline_HistoryFragment>;

/**
 * The contacts with the customer, newest first. `editing` (an id) shows `form` in place of that
 * entry; `onEdit` offers 編集 on each (left out for a reader).
 */
export function ContactTimeline({
  contacts,
  editing,
  form,
  onEdit,
}: {
  contacts: readonly ContactRef[];
  editing?: string | null;
  form?: ReactNode;
  onEdit?: (contact: Contact) => void;
}) {
  const styles = useStyles();
  const entries = newestFirst(getFragmentData(NegotiationEditTimeline_HistoryFragment, contacts));
  if (!entries.length) return <Text className={styles.empty}>接触の記録はまだありません</Text>;
  return (
    <ol className={styles.list} aria-label="接触履歴（新しい順）">
      {entries.map((c) => {
        const when = formatDateTime(c.contactedAt);
        return (
          <li key={c.id} className={styles.item}>
            <span className={styles.dot} aria-hidden />
            {editing === c.id ? (
              form
            ) : (
              <article className={styles.card} aria-label={`${when}の接触`}>
                <div className={styles.head}>
                  <Text weight="semibold">
                    <time dateTime={c.contactedAt}>{when}</time>
                  </Text>
                  {c.method ? <Badge appearance="tint">{c.methodLabel}</Badge> : null}
                  {c.counterpart ? <Text>相手：{c.counterpart}</Text> : null}
                  {c.outcome ? (
                    <Badge appearance="outline" color="informative">
                      {c.outcome}
                    </Badge>
                  ) : null}
                  <span className={styles.spacer} />
                  {onEdit ? (
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<Edit16Regular />}
                      aria-label={`${when}の接触を編集`}
                      onClick={() => onEdit(c)}
                    >
                      編集
                    </Button>
                  ) : null}
                </div>
                {c.memo ? <Text className={styles.memo}>{c.memo}</Text> : null}
                <Text size={200} className={styles.meta}>
                  {[
                    c.nextContactAt ? `次回接触予定：${formatDateTime(c.nextContactAt)}` : "",
                    `対応者：${c.user?.name ?? "—"}`,
                  ]
                    .filter(Boolean)
                    .join("　")}
                </Text>
              </article>
            )}
          </li>
        );
      })}
    </ol>
  );
}
