import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { AppsAddIn20Regular, Briefcase24Regular } from "@fluentui/react-icons";
import { useEffect, useState, type ReactNode } from "react";
import { useMutation } from "urql";
import { Link, useLocation } from "wouter";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { getFragmentData, graphql } from "../../gql";
import { labelWithCode } from "../../shared/format";
import { ListView } from "../../shared/list/ListView";
import { useListQuery } from "../../shared/list/useListQuery";
import { useListState } from "../../shared/list/useListState";
import { useMatchingIds } from "../../shared/list/useMatchingIds";
import { useRowSelection } from "../../shared/list/useRowSelection";
import { EmptyState, Page } from "../../shared/page";
import { RecordPending } from "../../shared/record/RecordPending";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import { alertFromCombinedError } from "../../shared/result-alert";
import type { RouteParams } from "../../shared/routing";
import { targetEditPath } from "../targets/paths";
import {
  addMattersInput,
  defaultAddMattersFilter,
  selectionProblem,
  type AddMattersSettings as Settings,
} from "./add-matters/add-matters-form";
import { AddMattersOutcome, type AddMattersOutcomeValue } from "./add-matters/AddMattersOutcome";
import { ADD_MATTERS_FORM_ID, AddMattersSettings } from "./add-matters/AddMattersSettings";
import {
  addMattersMessage,
  targetColumns,
  targetFilterFields,
  targetList,
  TargetIdsQuery,
  TargetTable_TargetFragment,
  toTargetFilter,
} from "../targets/public";
import { projectDetailPath, PROJECTS_PATH } from "./paths";

const AddMattersPageQuery = graphql(`
  query AddMattersPage($id: ID!) {
    project(id: $id) {
      id
      code
      name
      clientId
      workType
      can {
        addMatters
      }
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    assignableUsers {
      id
      name
    }
  }
`);

const AddMattersTargetsQuery = graphql(`
  query AddMattersTargets(
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
      }
    }
  }
`);

const AddMattersMutation = graphql(`
  mutation AddMattersToProject($input: AddMattersInput!) {
    addMattersToProject(input: $input) {
      created {
        id
      }
      skippedTargetIds
    }
  }
`);

// The targets list's own declaration, filters and columns (案件追加 searches the same way), but
// without its CSV export: this screen picks targets, it does not report on them.
const addMattersList = { ...targetList, export: undefined };

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
});

type Project = NonNullable<NonNullable<ReturnType<typeof useProjectQuery>["data"]>["project"]>;

const useProjectQuery = (id: string) => useRecordQuery(AddMattersPageQuery, { id });

/** /projects/add-matters/{id} 案件追加: find targets and add the chosen ones to the project at once. */
export function AddMattersPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const { data, missing } = useProjectQuery(id);
  const project = data?.project;
  const title = labelWithCode("案件追加", "PR", id);

  if (!project) {
    return (
      <RecordPending
        title={title}
        missing={missing}
        icon={<Briefcase24Regular />}
        missingTitle="該当するプロジェクトが見つかりません"
        backHref={PROJECTS_PATH}
        backLabel="プロジェクト一覧へ戻る"
      />
    );
  }

  const refusal = !canEdit
    ? "案件を追加する権限がありません。"
    : !project.can.addMatters
      ? "このプロジェクトには案件を追加できません（完了したプロジェクトです）。"
      : null;
  if (refusal) {
    return (
      <Page title={title}>
        <EmptyState
          icon={<Briefcase24Regular />}
          title={refusal}
          action={
            <Link href={projectDetailPath(project.id)} asChild>
              <Button appearance="primary">プロジェクト詳細へ戻る</Button>
            </Link>
          }
        />
      </Page>
    );
  }

  return (
    <DefaultFilter project={project}>
      <AddMattersSearch
        title={title}
        project={project}
        clients={data.clients}
        users={data.assignableUsers}
      />
    </DefaultFilter>
  );
}

/**
 * Opened without a search in the URL, the page first searches the project's client's targets not
 * yet in the project (a replaced history entry, so back does not return to the empty search).
 * Once the search is the person's own, an emptied one stays empty.
 */
function DefaultFilter({ project, children }: { project: Project; children: ReactNode }) {
  const list = useListState(addMattersList);
  const [, navigate] = useLocation();
  const empty = Object.keys(list.state.filter).length === 0;
  // Whether the URL has named a search since the page opened (state adjusted while rendering).
  const [searched, setSearched] = useState(!empty);
  if (!empty && !searched) setSearched(true);
  const defaultHref = searched
    ? null
    : list.href({ filter: defaultAddMattersFilter(project), page: 1 });
  useEffect(() => {
    if (defaultHref) navigate(defaultHref, { replace: true });
  }, [defaultHref, navigate]);
  return searched ? children : null;
}

function AddMattersSearch({
  title,
  project,
  clients,
  users,
}: {
  title: string;
  project: Project;
  clients: readonly { id: number; name: string }[];
  users: readonly { id: string; name: string }[];
}) {
  const styles = useStyles();
  const list = useListState(addMattersList);
  const { filter, sort, order, page, pageSize } = list.state;
  const targetFilter = toTargetFilter(filter);
  const { data, fetching, error } = useListQuery(AddMattersTargetsQuery, {
    filter: targetFilter,
    sort,
    order,
    page,
    pageSize,
  });
  const selection = useRowSelection(
    JSON.stringify(targetFilter),
    useMatchingIds(TargetIdsQuery, { filter: targetFilter, sort, order }, (d) => d.targetIds),
  );
  const { selected } = selection;
  const [adding, addMatters] = useMutation(AddMattersMutation);
  const { startLoading, openAlert } = useInformationActions();
  const [outcome, setOutcome] = useState<AddMattersOutcomeValue | null>(null);

  const add = async (settings: Settings) => {
    const problem = selectionProblem(selected.size);
    if (problem) {
      openAlert("error", problem);
      return;
    }
    startLoading();
    // The targets list and the project's counts are asked again (the client's COUNTED_BY).
    const result = await addMatters({ input: addMattersInput(project.id, selected, settings) });
    if (result.error) {
      openAlert("error", alertFromCombinedError(result.error).message);
      return;
    }
    const answer = result.data?.addMattersToProject;
    const value = {
      created: answer?.created.length ?? 0,
      skippedTargetIds: answer?.skippedTargetIds ?? [],
    };
    selection.clear();
    setOutcome(value);
    openAlert(
      "success",
      addMattersMessage(project.name, value.created, value.skippedTargetIds.length),
    );
  };

  return (
    <Page
      title={title}
      actions={
        <Link href={projectDetailPath(project.id)} asChild>
          <Button>プロジェクト詳細へ戻る</Button>
        </Link>
      }
    >
      <div className={styles.stack}>
        <Text as="p">
          プロジェクト「{project.name}」（{project.code}
          ）に、選択した対象物件を案件として一度に追加します。登録済みの対象物件はスキップします。
        </Text>
        {outcome ? (
          <AddMattersOutcome
            projectName={project.name}
            projectHref={projectDetailPath(project.id)}
            outcome={outcome}
          />
        ) : null}
        <AddMattersSettings
          projectWorkType={project.workType}
          users={users}
          onSubmit={(s) => void add(s)}
        />
        <ListView
          label="追加する対象物件の検索結果"
          declaration={addMattersList}
          list={list}
          fields={targetFilterFields({ clients, projects: [project] })}
          columns={targetColumns}
          rowKey={(t) => t.id}
          rowHref={(t) => targetEditPath(t.id)}
          page={
            data && {
              rows: getFragmentData(TargetTable_TargetFragment, data.targets.items),
              totalCount: data.targets.pageInfo.totalCount,
            }
          }
          fetching={fetching}
          failed={Boolean(error)}
          emptyText="条件に一致する対象物件はありません"
          bulk={{
            selection,
            actions: (
              <Button
                type="submit"
                form={ADD_MATTERS_FORM_ID}
                appearance="primary"
                icon={<AppsAddIn20Regular />}
                disabled={selected.size === 0 || adding.fetching}
              >
                追加{selected.size > 0 ? `（${selected.size.toLocaleString("ja-JP")}件）` : ""}
              </Button>
            ),
          }}
        />
      </div>
    </Page>
  );
}
