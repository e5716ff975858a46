import { Link as FluentLink, makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { matterEditPath, projectDetailPath } from "../../projects/paths";
import { targetDetailEditPath, targetEditPath } from "../../targets/paths";

export const NegotiationCreateFacts_MatterFragment = graphql(`
  fragment NegotiationCreateFacts_Matter on Matter {
    id
    code
    statusLabel
    workTypeLabel
    projectId
    project {
      id
      code
      name
    }
    targetId
    target {
      id
      code
      name
      address
    }
    targetDetail {
      id
      code
      roomNumber
    }
  }
`);

const useStyles = makeStyles({
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: "anywhere" },
});

/** A link inside the app (wouter navigation, so it passes the unsaved-changes guard). */
function AppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} asChild>
      <FluentLink>{children}</FluentLink>
    </Link>
  );
}

/** What the instruction is for: the matter (with its status and project) and its target. */
export function NegotiationCreateFacts({
  matter,
}: {
  matter: FragmentType<typeof NegotiationCreateFacts_MatterFragment>;
}) {
  const styles = useStyles();
  const m = getFragmentData(NegotiationCreateFacts_MatterFragment, matter);
  const items: { label: string; value: ReactNode }[] = [
    { label: "案件", value: <AppLink href={matterEditPath(m.id)}>{m.code}</AppLink> },
    { label: "案件ステータス", value: m.statusLabel },
    {
      label: "プロジェクト",
      value: (
        <AppLink href={projectDetailPath(m.projectId)}>
          {m.project ? `${m.project.code} ${m.project.name}` : m.projectId}
        </AppLink>
      ),
    },
    {
      label: "対象物件",
      value: (
        <AppLink href={targetEditPath(m.targetId)}>
          {m.target ? `${m.target.code} ${m.target.name}` : m.targetId}
        </AppLink>
      ),
    },
    { label: "住所", value: m.target?.address || "—" },
    {
      label: "住戸",
      value: m.targetDetail ? (
        <AppLink href={targetDetailEditPath(m.targetDetail.id)}>
          {[m.targetDetail.code, m.targetDetail.roomNumber].filter(Boolean).join(" ")}
        </AppLink>
      ) : (
        "物件全体"
      ),
    },
    { label: "工事種別", value: m.workTypeLabel },
  ];
  return (
    <dl className={styles.grid} aria-label="交渉指示する案件">
      {items.map((item) => (
        <div key={item.label}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>
            <Text>{item.value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
