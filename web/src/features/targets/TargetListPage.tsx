import { Button } from "@fluentui/react-components";
import { AppsAddIn20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "@/shared/information";
import { useSession } from "@/shared/session";
import { getFragmentData, graphql } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useSelectableListPage } from "@/shared/list/useListPage";
import { Page } from "@/shared/page";
import { CreateLink } from "@/shared/list/CreateLink";
import { alertFromCombinedError } from "@/shared/result-alert";
import { addMattersMessage } from "./list/add-matters-result";
import { AddToProjectDialog, type ProjectChoice } from "./list/AddToProjectDialog";
import { targetFilterFields } from "./list/target-filter-fields";
import { targetMatchingIds } from "./list/target-ids-query";
import { targetList, toTargetFilter } from "./list/target-list";
import { targetColumns, TargetTable_TargetFragment } from "./list/TargetTable";
import { TARGET_CREATE_PATH, targetEditPath } from "./paths";

const TargetListPageQuery = graphql(`
  query TargetListPage(
    $filter: TargetFilter
    $sort: TargetSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    targets(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...TargetTable_Target
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    projectChoices {
      id
      code
      name
      canAddMatters
    }
  }
`);

const AddMattersMutation = graphql(`
  mutation TargetListAddMatters($input: AddMattersInput!) {
    addMattersToProject(input: $input) {
      created {
        id
      }
      skippedTargetIds
    }
  }
`);

/** /targets: find targets by code, type, client, address, name or kana, pole number and matters. */
export function TargetListPage() {
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const { list, data, fetching, error, selection } = useSelectableListPage(
    targetList,
    TargetListPageQuery,
    toTargetFilter,
    targetMatchingIds,
  );
  const { selected } = selection;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [adding, addMatters] = useMutation(AddMattersMutation);
  const { startLoading, openAlert } = useInformationActions();

  const projects = data?.projectChoices ?? [];
  const addable: ProjectChoice[] = projects.filter((p) => p.canAddMatters);

  const add = async (project: ProjectChoice) => {
    startLoading();
    const result = await addMatters({
      input: { projectId: project.id, targetIds: [...selected] },
    });
    if (result.error) {
      openAlert("error", alertFromCombinedError(result.error).message);
      return;
    }
    const answer = result.data?.addMattersToProject;
    setDialogOpen(false);
    selection.clear();
    openAlert(
      "success",
      addMattersMessage(
        project.name,
        answer?.created.length ?? 0,
        answer?.skippedTargetIds.length ?? 0,
      ),
    );
  };

  return (
    <Page title="対象物件一覧" actions={canEdit ? <CreateLink href={TARGET_CREATE_PATH} /> : null}>
      <ListView
        label="対象物件一覧"
        declaration={targetList}
        list={list}
        fields={targetFilterFields({ clients: data?.clients ?? [], projects })}
        columns={targetColumns}
        rowKey={(t) => t.id}
        rowHref={(t) => targetEditPath(t.id)}
        page={
          data && {
            rows: getFragmentData(TargetTable_TargetFragment, data.targets.items),
            ...data.targets.pageInfo,
          }
        }
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="条件に一致する対象物件はありません"
        bulk={
          canEdit
            ? {
                selection,
                actions: (
                  <Button
                    icon={<AppsAddIn20Regular />}
                    disabled={selected.size === 0}
                    onClick={() => setDialogOpen(true)}
                  >
                    プロジェクトに追加{selected.size > 0 ? `（${selected.size}件）` : ""}
                  </Button>
                ),
              }
            : undefined
        }
      />
      {canEdit ? (
        <AddToProjectDialog
          // A fresh dialog (no project chosen) each time it opens.
          key={dialogOpen ? "open" : "closed"}
          open={dialogOpen}
          count={selected.size}
          projects={addable}
          busy={adding.fetching}
          onAdd={(p) => void add(p)}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </Page>
  );
}
