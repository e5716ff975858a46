import { tokyoDate } from "@cfx/domain/dates";
import { Button, Link as FluentLink, Text } from "@fluentui/react-components";
import { ChatMultiple20Regular, ChatMultiple24Regular } from "@fluentui/react-icons";
import { useMemo } from "react";
import { useClient } from "urql";
import { Link, useLocation } from "wouter";
import { getFragmentData } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useListQuery } from "@/shared/list/useListQuery";
import { useListState } from "@/shared/list/useListState";
import { useMatchingIds } from "@/shared/list/useMatchingIds";
import { useRowSelection } from "@/shared/list/useRowSelection";
import { EditPage } from "@/shared/record/EditPage";
import { Section } from "@/shared/record/Section";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { matterEditPath, projectDetailPath, PROJECTS_PATH } from "../projects/paths";
import { MatterIdsQuery } from "../projects/public";
import { bulkMatterFilterFields } from "./bulk/bulk-matter-filter-fields";
import { bulkMatterList, toBulkMatterFilter } from "./bulk/bulk-matter-list";
import { BulkDoneBar, BulkRefusalBar, PreselectionBar } from "./bulk/BulkOutcome";
import { bulkMatterColumns, NegotiationBulkMatterRow_MatterFragment } from "./bulk/BulkMatterTable";
import { BULK_SETTINGS_FORM_ID, BulkSettings } from "./bulk/BulkSettings";
import { NegotiationBulkMattersQuery, NegotiationBulkPageQuery } from "./bulk/queries";
import { useBulkInstruction } from "./bulk/useBulkInstruction";
import { usePreselection } from "./bulk/usePreselection";
import { NEGOTIATIONS_PATH } from "./paths";

type Project = { id: string; code: string; name: string };
type User = { id: string; name: string };

/** /negotiations/bulk/{projectId} 一括交渉指示: one negotiator and visit window for many matters at once. */
export function NegotiationBulkPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const canEdit = useSession().user?.role.negotiationEdit ?? false;
  const { data, missing } = useRecordQuery(NegotiationBulkPageQuery, { id });
  return (
    <EditPage
      record={data?.project}
      missing={missing}
      pending={{
        title: "一括交渉指示",
        icon: <ChatMultiple24Regular />,
        missingTitle: "該当するプロジェクトが見つかりません",
        backHref: PROJECTS_PATH,
        backLabel: "プロジェクト一覧へ戻る",
      }}
      title="一括交渉指示"
      refused={(project) =>
        canEdit
          ? null
          : {
              reason: "交渉を指示する権限がありません。",
              detail: "一括交渉指示は交渉の編集権限を持つユーザーだけが使えます。",
              backHref: projectDetailPath(project.id),
              backLabel: "プロジェクト詳細へ戻る",
            }
      }
      actions={(project) => (
        <Link href={projectDetailPath(project.id)} asChild>
          <Button>プロジェクト詳細へ戻る</Button>
        </Link>
      )}
      gap="close"
    >
      {(project) => (
        <BulkInstruction
          project={project}
          users={data?.assignableUsers ?? []}
          negotiators={data?.negotiators ?? []}
        />
      )}
    </EditPage>
  );
}

/** The page's work once the project is there and the person may instruct: its own list query. */
function BulkInstruction({
  project,
  users,
  negotiators,
}: {
  project: Project;
  /** Every user: the matters' assignees of the filter. */
  users: readonly User[];
  /** The users who may negotiate: the 交渉担当者 to choose. */
  negotiators: readonly User[];
}) {
  const client = useClient();
  const [, navigate] = useLocation();
  const today = tokyoDate();
  const list = useListState(bulkMatterList);
  const { filter, sort, order, page, pageSize } = list.state;
  const matterFilter = useMemo(() => toBulkMatterFilter(project.id, filter), [project.id, filter]);
  const variables = { filter: matterFilter, sort, order, page, pageSize };
  const matters = useListQuery(NegotiationBulkMattersQuery, variables);
  const selection = useRowSelection(
    JSON.stringify(matterFilter),
    useMatchingIds(MatterIdsQuery, { filter: matterFilter, sort, order }, (d) => d.matterIds),
  );
  const preselection = usePreselection(matterFilter, selection.onChange, () =>
    navigate(list.href({}), { replace: true }),
  );
  const bulk = useBulkInstruction({
    selected: selection.selected,
    negotiators,
    clearSelection: selection.clear,
    select: selection.onChange,
    reloadList: () =>
      void client
        .query(NegotiationBulkMattersQuery, variables, { requestPolicy: "network-only" })
        .toPromise(),
  });

  const rows = matters.data
    ? getFragmentData(NegotiationBulkMatterRow_MatterFragment, matters.data.matters.items)
    : undefined;
  const totalCount = matters.data?.matters.pageInfo.totalCount;
  const count = selection.selected.size;

  return (
    <>
      <Text as="p">
        プロジェクト{" "}
        <Link href={projectDetailPath(project.id)} asChild>
          <FluentLink>{`${project.code} ${project.name}`}</FluentLink>
        </Link>{" "}
        の案件に、同じ交渉担当者で交渉をまとめて指示します。指示できない案件が1件でもあれば、何も登録しません。
      </Text>
      <BulkSettings today={today} users={negotiators} onSubmit={bulk.instruct} />
      {bulk.refusal ? (
        <BulkRefusalBar refusal={bulk.refusal} onDeselect={bulk.deselectRefused} />
      ) : null}
      {bulk.done ? (
        <BulkDoneBar done={bulk.done} listHref={`${NEGOTIATIONS_PATH}?projectId=${project.id}`} />
      ) : null}
      {preselection ? <PreselectionBar {...preselection} /> : null}
      <Section title={`交渉を指示できる案件（${totalCount ?? "…"}件）`}>
        <ListView
          label="交渉を指示できる案件"
          declaration={bulkMatterList}
          list={list}
          fields={bulkMatterFilterFields(users)}
          columns={bulkMatterColumns}
          rowKey={(m) => m.id}
          rowHref={(m) => matterEditPath(m.id)}
          page={rows && totalCount !== undefined ? { rows, totalCount } : undefined}
          fetching={matters.fetching}
          failed={Boolean(matters.error)}
          emptyText="交渉を指示できる案件はありません"
          bulk={{
            selection,
            actions: (
              <Button
                type="submit"
                form={BULK_SETTINGS_FORM_ID}
                appearance="primary"
                icon={<ChatMultiple20Regular />}
                disabled={count === 0 || bulk.busy}
              >
                {`一括指示（${count.toLocaleString("ja-JP")}件）`}
              </Button>
            ),
          }}
        />
      </Section>
      {bulk.dialog}
    </>
  );
}
