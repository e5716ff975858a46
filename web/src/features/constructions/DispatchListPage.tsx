import { Button, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { VehicleTruckProfile20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "@/shared/information";
import { getFragmentData, graphql } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useSelectableListPage } from "@/shared/list/useListPage";
import type { RowSelectionState } from "@/shared/list/useRowSelection";
import { Page } from "@/shared/page";
import {
  BULK_DISPATCH_LIMIT,
  bulkDispatchDone,
  bulkDispatchRefusal,
  type BulkDispatchRefusal,
  type TeamOption,
} from "./dispatch/bulk-dispatch";
import { BulkDispatchDialog } from "./dispatch/BulkDispatchDialog";
import { dispatchFilterFields } from "./dispatch/dispatch-filter-fields";
import { dispatchList, toDispatchFilter } from "./dispatch/dispatch-list";
import { dispatchColumns, DispatchTable_ConstructionFragment } from "./dispatch/DispatchTable";
import { dispatchPath } from "./paths";

const DispatchListPageQuery = graphql(`
  query DispatchListPage(
    $filter: ConstructionFilter
    $sort: ConstructionSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    constructionInstructions(
      filter: $filter
      sort: $sort
      order: $order
      page: $page
      pageSize: $pageSize
    ) {
      items {
        id
        ...DispatchTable_Construction
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    projectChoices {
      id
      code
      name
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
  }
`);

const DispatchListPage_IdsQuery = graphql(`
  query DispatchListPageIds(
    $filter: ConstructionFilter
    $sort: ConstructionSortField
    $order: SortOrder
  ) {
    constructionIds(filter: $filter, instructions: true, sort: $sort, order: $order) {
      ids
      truncated
    }
  }
`);

const DispatchListPage_BulkDispatchMutation = graphql(`
  mutation DispatchListPageBulkDispatch($input: BulkDispatchConstructionsInput!) {
    bulkDispatchConstructions(input: $input) {
      id
      status
      statusLabel
      version
    }
  }
`);

const TITLE = "工事指示一覧";

/**
 * /construction-dispatch 工事指示一覧: the constructions waiting for a team (指示待ち) or for a new
 * one (延期), the nearest due date first; selected ones go to one team at once (班に一括手配),
 * each row leads to 工事指示, where a free slot is booked.
 */
export function DispatchListPage() {
  const { list, data, fetching, error, selection } = useSelectableListPage(
    dispatchList,
    DispatchListPageQuery,
    toDispatchFilter,
    { query: DispatchListPage_IdsQuery, pick: (d) => d.constructionIds },
  );
  const bulk = useBulkDispatch(selection);

  return (
    <Page title={TITLE}>
      {bulk.done ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{bulk.done}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ListView
        label={TITLE}
        declaration={dispatchList}
        list={list}
        fields={dispatchFilterFields(data?.projectChoices ?? [])}
        columns={dispatchColumns}
        rowKey={(c) => c.id}
        rowHref={(c) => dispatchPath(c.id)}
        page={
          data && {
            rows: getFragmentData(
              DispatchTable_ConstructionFragment,
              data.constructionInstructions.items,
            ),
            ...data.constructionInstructions.pageInfo,
          }
        }
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="手配を待つ工事はありません"
        bulk={{
          selection,
          actions: (
            <Button
              icon={<VehicleTruckProfile20Regular />}
              disabled={selection.selected.size === 0}
              onClick={bulk.start}
            >
              班に一括手配
            </Button>
          ),
        }}
      />
      <BulkDispatchDialog
        // A fresh choice of company and team each time it opens.
        key={bulk.openCount}
        open={bulk.open}
        count={selection.selected.size}
        companies={data?.companies ?? []}
        teams={data?.teams ?? []}
        busy={bulk.busy}
        refusal={bulk.refusal}
        onApply={(team) => void bulk.apply(team)}
        onClose={bulk.close}
      />
    </Page>
  );
}

/** The dialog's state and the one bulkDispatchConstructions call on the selection. */
function useBulkDispatch(selection: RowSelectionState) {
  const [, dispatch] = useMutation(DispatchListPage_BulkDispatchMutation);
  const { openAlert } = useInformationActions();
  const [open, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<BulkDispatchRefusal | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = () => {
    setRefusal(null);
    setDone(null);
    setOpenCount((n) => n + 1);
    setOpen(true);
  };
  const close = () => setOpen(false);

  const apply = async (team: TeamOption) => {
    const ids = [...selection.selected];
    if (ids.length > BULK_DISPATCH_LIMIT) {
      setRefusal({
        message: `一度に手配できるのは${BULK_DISPATCH_LIMIT}件までです。条件を絞り込んでください。`,
        rows: [],
      });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      // The list (and every other query holding constructions) reads again: they leave it.
      const result = await dispatch(
        { input: { constructionIds: ids, teamId: team.id } },
        { additionalTypenames: ["Construction", "ConstructionPage"] },
      );
      if (result.error) {
        setRefusal(bulkDispatchRefusal(result.error));
        return;
      }
      const message = bulkDispatchDone(ids.length, team.name);
      selection.clear();
      setOpen(false);
      setDone(message);
      openAlert("success", message);
    } finally {
      setBusy(false);
    }
  };

  return { open, openCount, busy, refusal, done, start, close, apply };
}
