import { Button, Text } from "@fluentui/react-components";
import { AppsAddIn20Regular, Briefcase24Regular } from "@fluentui/react-icons";
import { Link } from "wouter";
import { getFragmentData } from "@/gql";
import { labelWithCode } from "@/shared/format";
import { ListView } from "@/shared/list/ListView";
import { useSelectableListPage } from "@/shared/list/useListPage";
import { EditPage } from "@/shared/record/EditPage";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { targetEditPath } from "../targets/paths";
import {
  targetColumns,
  targetFilterFields,
  targetMatchingIds,
  TargetTable_TargetFragment,
  toTargetFilter,
} from "../targets/public";
import { addMattersList } from "./add-matters/add-matters-list";
import { AddMattersOutcome } from "./add-matters/AddMattersOutcome";
import { ADD_MATTERS_FORM_ID, AddMattersSettings } from "./add-matters/AddMattersSettings";
import { DefaultFilter } from "./add-matters/DefaultFilter";
import { AddMattersPageQuery, AddMattersTargetsQuery } from "./add-matters/queries";
import { useAddMatters } from "./add-matters/useAddMatters";
import { projectDetailPath, PROJECTS_PATH } from "./paths";

type Project = { id: string; code: string; name: string; workType: number };

/** /projects/add-matters/{id} 案件追加: find targets and add the chosen ones to the project at once. */
export function AddMattersPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const canEdit = useSession().user?.role.targetEdit ?? false;
  const { data, missing } = useRecordQuery(AddMattersPageQuery, { id });
  const title = labelWithCode("案件追加", "PR", id);
  const back = (project: { id: string }) => ({
    backHref: projectDetailPath(project.id),
    backLabel: "プロジェクト詳細へ戻る",
  });

  return (
    <EditPage
      record={data?.project}
      missing={missing}
      pending={{
        title,
        icon: <Briefcase24Regular />,
        missingTitle: "該当するプロジェクトが見つかりません",
        backHref: PROJECTS_PATH,
        backLabel: "プロジェクト一覧へ戻る",
      }}
      title={title}
      refused={(project) =>
        !canEdit
          ? { reason: "案件を追加する権限がありません。", ...back(project) }
          : !project.can.addMatters
            ? {
                reason: "このプロジェクトには案件を追加できません（完了したプロジェクトです）。",
                ...back(project),
              }
            : null
      }
      actions={(project) => (
        <Link href={projectDetailPath(project.id)} asChild>
          <Button>プロジェクト詳細へ戻る</Button>
        </Link>
      )}
      gap="close"
    >
      {(project) => (
        <DefaultFilter project={project}>
          <AddMattersSearch
            project={project}
            clients={data?.clients ?? []}
            users={data?.assignableUsers ?? []}
          />
        </DefaultFilter>
      )}
    </EditPage>
  );
}

/** The search of the targets to add, its selection and the settings of the matters made. */
function AddMattersSearch({
  project,
  clients,
  users,
}: {
  project: Project;
  clients: readonly { id: number; name: string }[];
  users: readonly { id: string; name: string }[];
}) {
  const { list, data, fetching, error, selection } = useSelectableListPage(
    addMattersList,
    AddMattersTargetsQuery,
    toTargetFilter,
    targetMatchingIds,
  );
  const { selected } = selection;
  const { add, outcome, busy } = useAddMatters(project, selected, selection.clear);

  return (
    <>
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
              disabled={selected.size === 0 || busy}
            >
              追加{selected.size > 0 ? `（${selected.size.toLocaleString("ja-JP")}件）` : ""}
            </Button>
          ),
        }}
      />
    </>
  );
}
