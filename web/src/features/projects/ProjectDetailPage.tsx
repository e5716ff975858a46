import { tokyoDate } from "@cfx/domain/dates";
import { Button } from "@fluentui/react-components";
import { Add20Regular, ClipboardTaskListLtr24Regular } from "@fluentui/react-icons";
import { useMemo } from "react";
import { useClient } from "urql";
import { Link, useLocation } from "wouter";
import { getFragmentData } from "@/gql";
import { labelWithCode } from "@/shared/format";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { ListView } from "@/shared/list/ListView";
import { useListQuery } from "@/shared/list/useListQuery";
import { useListState } from "@/shared/list/useListState";
import { useMatchingIds } from "@/shared/list/useMatchingIds";
import { useRowSelection } from "@/shared/list/useRowSelection";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { RecordDelete } from "@/shared/record/RecordDelete";
import { Section } from "@/shared/record/Section";
import { useRecordDelete } from "@/shared/record/useRecordDelete";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { negotiationBulkPath } from "../negotiations/paths";
import { MatterBulkActions } from "./detail/MatterBulkActions";
import { MatterIdsQuery } from "./detail/matter-ids-query";
import { matterFilterFields } from "./detail/matter-filter-fields";
import { projectMatterList, toMatterFilter } from "./detail/matter-list";
import { useMyMattersLanding } from "./detail/my-matters-landing";
import { matterColumns, ProjectDetailMatterRow_MatterFragment } from "./detail/MatterTable";
import { ProjectSummary } from "./detail/ProjectSummary";
import {
  DeleteProjectMutation,
  ProjectDetailMattersQuery,
  ProjectDetailPageQuery,
  UpdateProjectMutation,
} from "./detail/queries";
import { useMatterBulk } from "./detail/useMatterBulk";
import { ProjectForm } from "./form/ProjectForm";
import { toUpdateProjectInput } from "./form/project-form";
import { addMattersPath, matterEditPath, PROJECTS_PATH } from "./paths";

/** /projects/{id} プロジェクト詳細: the project, its matters with bulk work, and its history. */
export function ProjectDetailPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const role = useSession().user?.role;
  const history = useRecordHistory("PROJECT", id);
  const { data, missing, reload } = useRecordQuery(ProjectDetailPageQuery, { id });
  const updateProject = useMutationAction(UpdateProjectMutation, { action: "update" });
  const deletion = useRecordDelete(DeleteProjectMutation, {
    successPath: PROJECTS_PATH,
    additionalTypenames: ["Project"],
  });

  // The matters: the list state lives in this page's URL (案件担当/発注担当: theirs first).
  useMyMattersLanding();
  const list = useListState(projectMatterList);
  const { filter, sort, order, page, pageSize } = list.state;
  const matterFilter = useMemo(() => toMatterFilter(id, filter), [id, filter]);
  const matterVariables = { filter: matterFilter, sort, order, page, pageSize };
  const matters = useListQuery(ProjectDetailMattersQuery, matterVariables);
  const client = useClient();
  // 再読み込み after a refused bulk change: the project and the matters as they are now.
  const reloadAll = () => {
    reload();
    void client
      .query(ProjectDetailMattersQuery, matterVariables, { requestPolicy: "network-only" })
      .toPromise();
  };
  const selection = useRowSelection(
    JSON.stringify(matterFilter),
    useMatchingIds(MatterIdsQuery, { filter: matterFilter, sort, order }, (d) => d.matterIds),
  );
  const bulk = useMatterBulk(matterFilter, selection, reload);
  const today = tokyoDate();
  const columns = useMemo(() => matterColumns(today), [today]);

  const canEdit = role?.targetEdit ?? false;
  const can = {
    edit: canEdit,
    negotiate: role?.negotiationEdit ?? false,
    construct: role?.constructionEdit ?? false,
  };
  const managers = data?.assignableUsers ?? [];
  const rows = matters.data
    ? getFragmentData(ProjectDetailMatterRow_MatterFragment, matters.data.matters.items)
    : undefined;
  const totalCount = matters.data?.matters.pageInfo.totalCount;

  return (
    <EditPage
      record={data?.project}
      missing={missing}
      pending={{
        title: "プロジェクト詳細",
        icon: <ClipboardTaskListLtr24Regular />,
        missingTitle: "該当するプロジェクトが見つかりません",
        backHref: PROJECTS_PATH,
        backLabel: "プロジェクト一覧へ戻る",
      }}
      title={labelWithCode("プロジェクト", "PR", id)}
      actions={(project) =>
        project.can.addMatters ? (
          <Link href={addMattersPath(id)} asChild>
            <Button appearance="primary" icon={<Add20Regular />}>
              案件追加
            </Button>
          </Link>
        ) : null
      }
      refusal={deletion.refusal}
      history={history}
    >
      {(project) => (
        <>
          {canEdit && data ? (
            <ProjectForm
              // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
              key={project.version}
              project={project}
              options={{ clients: data.clients, jobCategories: data.jobCategories, managers }}
              onSubmit={(output) =>
                updateProject({ id, input: toUpdateProjectInput(output, project) })
              }
              onCancel={() => navigate(PROJECTS_PATH)}
              onReload={reload}
              extraActions={
                project.can.delete ? (
                  <RecordDelete
                    what="プロジェクト"
                    control={deletion}
                    variables={{ id, version: project.version }}
                    onReload={reload}
                  />
                ) : null
              }
            />
          ) : (
            <ProjectSummary project={project} />
          )}
          <Section title={`案件（${totalCount ?? "…"}件）`}>
            <ListView
              label="案件一覧"
              declaration={projectMatterList}
              list={list}
              fields={matterFilterFields(managers)}
              columns={columns}
              rowKey={(m) => m.id}
              rowHref={(m) => matterEditPath(m.id)}
              page={rows && totalCount !== undefined ? { rows, totalCount } : undefined}
              fetching={matters.fetching}
              failed={Boolean(matters.error)}
              emptyText="条件に一致する案件はありません"
              bulk={
                can.edit || can.negotiate || can.construct
                  ? {
                      selection,
                      actions: (
                        <MatterBulkActions
                          count={selection.selected.size}
                          assignees={managers}
                          can={can}
                          busy={bulk.busy}
                          onUpdate={bulk.update}
                          onGenerate={bulk.generateConstructions}
                          onNegotiate={() =>
                            navigate(
                              `${negotiationBulkPath(id)}?matters=${[...selection.selected].join(",")}`,
                            )
                          }
                          onReload={reloadAll}
                        />
                      ),
                    }
                  : undefined
              }
            />
          </Section>
        </>
      )}
    </EditPage>
  );
}
