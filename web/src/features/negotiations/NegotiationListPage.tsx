import { useEffect, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useSession } from "@/shared/session";
import { getFragmentData, graphql } from "@/gql";
import { listSearch } from "@/shared/list/list-state";
import { ListView } from "@/shared/list/ListView";
import { useListPage } from "@/shared/list/useListPage";
import { markChangedRows } from "@/shared/live/live-mark";
import { LiveUpdateBar } from "@/shared/live/LiveUpdateBar";
import { useLiveChanges } from "@/shared/live/useLiveChanges";
import { Page } from "@/shared/page";
import { negotiationFilterFields } from "./list/negotiation-filter-fields";
import {
  negotiatesOnly,
  negotiationList,
  ownOpenNegotiations,
  toNegotiationFilter,
} from "./list/negotiation-list";
import { negotiationColumns, NegotiationTable_NegotiationFragment } from "./list/NegotiationTable";
import { negotiationEditPath } from "./paths";
import { NegotiationChangedSubscription } from "./live";

const NegotiationListPageQuery = graphql(`
  query NegotiationListPage(
    $filter: NegotiationFilter
    $sort: NegotiationSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    negotiations(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...NegotiationTable_Negotiation
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    statuses: masterList(kind: NEGOTIATION_STATUSES) {
      id
      name
    }
    assignableUsers {
      id
      name
    }
    projectChoices {
      id
      code
      name
    }
  }
`);

const TITLE = "交渉一覧";

/**
 * /negotiations: find negotiations by status, negotiator, project, matter, name or kana and visit
 * day. A negotiator who opens it without conditions lands on their own open negotiations, the
 * next visit first; the URL is replaced, so back leaves the list instead of coming back here.
 */
export function NegotiationListPage() {
  const user = useSession().user;
  const search = useSearch();
  const [path, navigate] = useLocation();
  // Decided once on arrival: a negotiator who later clears every condition gets the plain list.
  const [landing, setLanding] = useState(() =>
    user && negotiatesOnly(user.role) && search === ""
      ? listSearch(negotiationList, ownOpenNegotiations(Number(user.id)))
      : undefined,
  );
  // Arrived: the URL holds the list state now (adjusted while rendering, as React advises).
  if (landing !== undefined && search !== "") setLanding(undefined);
  useEffect(() => {
    if (landing !== undefined) navigate(`${path}${landing}`, { replace: true });
  }, [landing, navigate, path]);

  return <Page title={TITLE}>{landing === undefined ? <NegotiationList /> : null}</Page>;
}

function NegotiationList() {
  const { list, data, fetching, error, reload } = useListPage(
    negotiationList,
    NegotiationListPageQuery,
    toNegotiationFilter,
  );
  // The rows on the page, kept live: another user's change marks its row (issue #40).
  const ids = useMemo(() => (data?.negotiations.items ?? []).map((n) => n.id), [data]);
  const live = useLiveChanges({
    subscription: NegotiationChangedSubscription,
    variables: { ids },
    reload,
    pause: ids.length === 0,
  });
  const rowKey = (n: { id: string }) => n.id;

  return (
    <>
      <LiveUpdateBar live={live} detail={`（この一覧の${live.changed.size}件）`} />
      <ListView
        label={TITLE}
        declaration={negotiationList}
        list={list}
        fields={negotiationFilterFields({
          statuses: data?.statuses ?? [],
          assignees: data?.assignableUsers ?? [],
          projects: data?.projectChoices ?? [],
        })}
        columns={markChangedRows(negotiationColumns, live.changed, rowKey)}
        rowKey={rowKey}
        rowHref={(n) => negotiationEditPath(n.id)}
        page={
          data && {
            rows: getFragmentData(NegotiationTable_NegotiationFragment, data.negotiations.items),
            ...data.negotiations.pageInfo,
          }
        }
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="条件に一致する交渉はありません"
      />
    </>
  );
}
