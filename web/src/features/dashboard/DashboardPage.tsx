import { Button, MessageBar, MessageBarBody, Spinner, Text } from "@fluentui/react-components";
import { lazy, Suspense } from "react";
import { useSubscription } from "urql";
import { useSession } from "../../shared/session";
import { getFragmentData } from "../../gql";
import { formatDate } from "../../shared/format";
import { useOnline } from "../../shared/live/useOnline";
import { Page } from "../../shared/page";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import {
  DashboardPage_DashboardFragment,
  DashboardPageChanged,
  DashboardPageQuery,
} from "./dashboard-query";
import { useDashboardStyles } from "./dashboard-styles";
import { FigureCard } from "./FigureCard";
import { weekText } from "./figure-format";
import { workCards } from "./work-cards";
import { isCrew, loadCrewHomePage } from "../constructions/public";

// The charts (and @fluentui/react-charts with d3) load only when the manager section is shown.
const ManagerSection = lazy(async () => ({
  default: (await import("./ManagerSection")).ManagerSection,
}));

// A crew's home is its work of today and the coming days (#38), loaded only for a crew.
const CrewHomePage = lazy(async () => ({ default: await loadCrewHomePage() }));

const TITLE = "ダッシュボード";
const NO_VARIABLES = {};

/**
 * / (ダッシュボード): what the signed-in user has to do — today's and this week's visits,
 * overdue matters, scheduled constructions — and for managers the state of the projects, the
 * negotiation outcomes, the teams' free capacity and what failed lately. One query; every figure
 * links to the list that shows the same records.
 */
export function DashboardPage() {
  // A 工事担当 lands on its crew home instead: its jobs as cards, today's first.
  const role = useSession().user?.role;
  if (isCrew(role)) {
    return (
      <Suspense fallback={<Spinner label="読み込み中…" />}>
        <CrewHomePage />
      </Suspense>
    );
  }
  return <OfficeDashboard />;
}

function OfficeDashboard() {
  const styles = useDashboardStyles();
  const user = useSession().user;
  const { data, error, fetching, reload } = useRecordQuery(DashboardPageQuery, NO_VARIABLES);
  // The figures as they are now (issue #40): the stream sends them at its start and after every
  // change, so its latest answer replaces the query's.
  const [live] = useSubscription({ query: DashboardPageChanged, pause: !useOnline() });
  const dashboard = getFragmentData(
    DashboardPage_DashboardFragment,
    live.data?.dashboardChanged ?? data?.dashboard,
  );

  if (!dashboard) {
    return (
      <Page title={TITLE}>
        {error && !fetching ? (
          <MessageBar intent="error">
            <MessageBarBody>
              ダッシュボードを読み込めませんでした。{" "}
              <Button size="small" onClick={reload}>
                再読み込み
              </Button>
            </MessageBarBody>
          </MessageBar>
        ) : (
          <Spinner label="読み込み中…" />
        )}
      </Page>
    );
  }

  const cards = workCards(dashboard, user?.id ?? "", user?.role);
  return (
    <Page title={TITLE}>
      <Text>
        今日 {formatDate(dashboard.today)}・今週 {weekText(dashboard)}
      </Text>
      <section className={styles.section} aria-labelledby="dashboard-my-work">
        <Text
          as="h2"
          className={styles.heading}
          id="dashboard-my-work"
          size={500}
          weight="semibold"
        >
          自分の作業
        </Text>
        <div className={styles.cards}>
          {cards.map(({ key, ...card }) => (
            <FigureCard key={key} {...card} />
          ))}
        </div>
      </section>
      {dashboard.manager ? (
        <Suspense fallback={<Spinner label="グラフを読み込み中…" />}>
          <ManagerSection figures={dashboard.manager} today={dashboard.today} />
        </Suspense>
      ) : null}
    </Page>
  );
}
