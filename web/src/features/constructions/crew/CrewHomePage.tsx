import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Text,
  tokens,
} from "@fluentui/react-components";
import { tokyoDate } from "@cfx/domain/dates";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { useEffect } from "react";
import { useClient } from "urql";
import { Link, useLocation, useSearch } from "wouter";
import { graphql } from "@/gql";
import { formatDate } from "@/shared/format";
import { useCardStyles } from "@/shared/list/card-styles";
import { useLiveChanges } from "@/shared/live/useLiveChanges";
import { Page } from "@/shared/page";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import { CONSTRUCTIONS_PATH, constructionEditPath } from "../paths";
import { crewAgenda, FINISHED_STATUSES, mapHref, OPEN_STATUSES } from "./crew-agenda";
import { CrewJobCard, type CrewJob } from "./CrewJobCard";
import { keepJobsForOffline } from "./offline-copy";

const CrewHomeQuery = graphql(`
  query CrewHome($filter: ConstructionFilter, $pageSize: Int) {
    constructions(filter: $filter, sort: SCHEDULED_DATE, order: ASC, pageSize: $pageSize) {
      items {
        id
        code
        status
        statusLabel
        workTypeLabel
        scheduledDate
        slot
        customer {
          id
          unitCode
          roomNumber
        }
        matter {
          id
          target {
            id
            name
            address
            latitude
            longitude
          }
        }
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

// Any change to the crew's constructions (a job moved, added or cancelled by the office) reads the
// list again while the phone has signal (issue #40); without signal nothing is subscribed.
const CrewHomeChanged = graphql(`
  subscription CrewHomeChanged {
    constructionChanged {
      id
      version
      deleted
      updatedBy {
        id
      }
    }
  }
`);

type Item = ResultOf<typeof CrewHomeQuery>["constructions"]["items"][number];

const TITLE = "今日の作業";
/** More than a crew has on its books; past it the page says so and links the full list. */
const PAGE_SIZE = 200;

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  none: { color: tokens.colorNeutralForeground3 },
  overdue: { color: tokens.colorPaletteRedForeground1 },
});

function useCrewHome(withFinished: boolean) {
  const status = withFinished ? [...OPEN_STATUSES, ...FINISHED_STATUSES] : [...OPEN_STATUSES];
  return useRecordQuery(CrewHomeQuery, { filter: { status }, pageSize: PAGE_SIZE });
}

const toJob = (c: Item): CrewJob => ({
  ...c,
  building: c.matter?.target?.name ?? c.code,
  unit: c.customer
    ? [c.customer.unitCode, c.customer.roomNumber && `${c.customer.roomNumber}号室`]
        .filter(Boolean)
        .join(" ")
    : undefined,
  address: c.matter?.target?.address ?? undefined,
});

/**
 * / for a crew (工事担当): its company's work as cards — today's first, then the coming days by
 * day and slot, then what is late; 完了 and 中止 only when asked for (the URL keeps the choice).
 */
export function CrewHomePage() {
  const styles = useStyles();
  const cards = useCardStyles();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const withFinished = new URLSearchParams(search).get("finished") === "true";
  const { data, error, fetching, reload, offlineSavedAt } = useCrewHome(withFinished);
  useLiveChanges({ subscription: CrewHomeChanged, variables: {}, reload, readAtOnce: true });
  const today = tokyoDate();
  const client = useClient();
  // Fresh from the network (not the phone's copy): keep the open jobs' pages for offline use.
  const fresh = data && !offlineSavedAt ? data.constructions.items : undefined;
  useEffect(() => {
    if (!fresh) return;
    const open = crewAgenda(fresh, today);
    const ids = [...open.today, ...open.coming, ...open.overdue].map((c) => c.id);
    void keepJobsForOffline(client, ids).catch(() => undefined);
  }, [client, fresh, today]);

  const toggle = (on: boolean) => navigate(on ? `${path}?finished=true` : path, { replace: true });
  const controls = (
    <Switch
      label="完了・中止も表示"
      checked={withFinished}
      onChange={(_, d) => toggle(d.checked)}
    />
  );

  if (!data) {
    return (
      <Page title={TITLE} touch>
        {error && !fetching ? (
          <MessageBar intent="error">
            <MessageBarBody>
              工事を読み込めませんでした。 <Button onClick={reload}>再読み込み</Button>
            </MessageBarBody>
          </MessageBar>
        ) : (
          <Spinner label="読み込み中…" />
        )}
      </Page>
    );
  }

  const items = data.constructions.items;
  const agenda = crewAgenda(items, today);
  const section = (id: string, heading: string, jobs: Item[], empty?: string, late = false) =>
    jobs.length === 0 && !empty ? null : (
      <section className={styles.section} aria-labelledby={id}>
        <Text
          as="h2"
          id={id}
          size={500}
          weight="semibold"
          className={late ? styles.overdue : undefined}
        >
          {`${heading}（${jobs.length}件）`}
        </Text>
        {jobs.length === 0 ? (
          <Text className={styles.none}>{empty}</Text>
        ) : (
          <ul className={cards.list} aria-labelledby={id}>
            {jobs.map((c) => (
              <CrewJobCard
                key={c.id}
                job={toJob(c)}
                href={constructionEditPath(c.id)}
                mapHref={c.matter?.target ? mapHref(c.matter.target) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
    );

  return (
    <Page title={TITLE} touch>
      <Text>今日 {formatDate(today)}</Text>
      {section("crew-today", "今日の工事", agenda.today, "今日の工事はありません")}
      {section("crew-coming", "今後の工事", agenda.coming)}
      {section("crew-overdue", "期限を過ぎた未完了の工事", agenda.overdue, undefined, true)}
      {section("crew-undated", "日程未定の工事", agenda.undated)}
      {withFinished ? section("crew-finished", "完了・中止", agenda.finished, "ありません") : null}
      {controls}
      {data.constructions.pageInfo.totalCount > items.length ? (
        <Text>
          {`ほかに${data.constructions.pageInfo.totalCount - items.length}件あります。`}
          <Link href={CONSTRUCTIONS_PATH}>工事確認一覧</Link>で探してください。
        </Text>
      ) : null}
    </Page>
  );
}
