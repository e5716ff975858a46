import { useEffect, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useSession } from "../../shared/session";
import { getFragmentData, graphql } from "../../gql";
import { listSearch } from "../../shared/list/list-state";
import { ListView } from "../../shared/list/ListView";
import { useListQuery } from "../../shared/list/useListQuery";
import { useListState } from "../../shared/list/useListState";
import { markChangedRows } from "../../shared/live/live-mark";
import { LiveUpdateBar } from "../../shared/live/LiveUpdateBar";
import { useLiveChanges } from "../../shared/live/useLiveChanges";
import { Page } from "../../shared/page";
import { useNarrowScreen, usePhone } from "../../shared/useMediaQuery";
import { constructionFilterFields } from "./list/construction-filter-fields";
import { constructionList, crewDay, isCrew, toConstructionFilter } from "./list/construction-list";
import {
  constructionColumns,
  ConstructionTable_ConstructionFragment,
  narrowConstructionColumns,
} from "./list/ConstructionTable";
import { constructionEditPath } from "./paths";
import { ConstructionChangedSubscription } from "./live";

const ConstructionListPageQuery = graphql(`
  query ConstructionListPage(
    $filter: ConstructionFilter
    $sort: ConstructionSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
    $withProjects: Boolean!
  ) {
    constructions(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ConstructionTable_Construction
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    companies: masterList(kind: ASSOCIATE_COMPANIES) {
      id
      name
    }
    teams: masterList(kind: TEAMS) {
      id
      name
      associateCompanyId
    }
    projectChoices @include(if: $withProjects) {
      id
      code
      name
    }
  }
`);

const TITLE = "工事確認一覧";

/**
 * /constructions 工事確認一覧: find constructions by status, company, team, project, planned day,
 * this week or a failed reading. A crew (工事担当) that opens it without conditions lands on its
 * company's work, today's first; the URL is replaced, so back leaves the list.
 */
export function ConstructionListPage() {
  const user = useSession().user;
  const search = useSearch();
  const [path, navigate] = useLocation();
  // Decided once on arrival: a crew that later clears every condition gets the plain list.
  const [landing, setLanding] = useState(() =>
    isCrew(user?.role) && search === "" ? listSearch(constructionList, crewDay()) : undefined,
  );
  // Arrived: the URL holds the list state now (adjusted while rendering, as React advises).
  if (landing !== undefined && search !== "") setLanding(undefined);
  useEffect(() => {
    if (landing !== undefined) navigate(`${path}${landing}`, { replace: true });
  }, [landing, navigate, path]);

  return (
    <Page title={TITLE} touch>
      {landing === undefined ? <ConstructionList /> : null}
    </Page>
  );
}

function ConstructionList() {
  const role = useSession().user?.role;
  // Projects are matters' business: a crew neither reads them nor filters by them.
  const withProjects = role?.matterRead ?? false;
  // A phone upright gets cards (every column of the office's table that a card keeps); a narrow
  // window in between, a table of the key columns.
  const phone = usePhone();
  const narrow = useNarrowScreen() && !phone;
  const list = useListState(constructionList);
  const { filter, sort, order, page, pageSize } = list.state;
  const { data, fetching, error, reload } = useListQuery(ConstructionListPageQuery, {
    filter: toConstructionFilter(filter),
    sort,
    order,
    page,
    pageSize,
    withProjects,
  });
  // The rows on the page, kept live: another user's change marks its row (issue #40).
  const ids = useMemo(() => (data?.constructions.items ?? []).map((c) => c.id), [data]);
  const live = useLiveChanges({
    subscription: ConstructionChangedSubscription,
    variables: { ids },
    reload,
    pause: ids.length === 0,
  });
  const rowKey = (c: { id: string }) => c.id;

  return (
    <>
      <LiveUpdateBar live={live} detail={`（この一覧の${live.changed.size}件）`} />
      <ListView
        label={TITLE}
        declaration={constructionList}
        list={list}
        fields={constructionFilterFields({
          companies: data?.companies ?? [],
          teams: data?.teams ?? [],
          companyFilter: withProjects,
          projects: data?.projectChoices ?? [],
        })}
        columns={markChangedRows(
          narrow ? narrowConstructionColumns : constructionColumns,
          live.changed,
          rowKey,
        )}
        rowKey={rowKey}
        rowHref={(c) => constructionEditPath(c.id)}
        page={
          data && {
            rows: getFragmentData(ConstructionTable_ConstructionFragment, data.constructions.items),
            ...data.constructions.pageInfo,
          }
        }
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="条件に一致する工事はありません"
      />
    </>
  );
}
