import { tokyoDate } from "@cfx/domain/dates";
import { Button, Link as FluentLink, makeStyles, Text, tokens } from "@fluentui/react-components";
import { ChatMultiple20Regular, ChatMultiple24Regular } from "@fluentui/react-icons";
import { useEffect, useMemo, useState } from "react";
import { useClient, useMutation } from "urql";
import { Link, useLocation, useSearch } from "wouter";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { getFragmentData, graphql } from "../../gql";
import type { MatterFilter } from "../../gql/graphql";
import { ListView } from "../../shared/list/ListView";
import { useListQuery } from "../../shared/list/useListQuery";
import { useListState } from "../../shared/list/useListState";
import { useMatchingIds } from "../../shared/list/useMatchingIds";
import { useRowSelection } from "../../shared/list/useRowSelection";
import { EmptyState, Page } from "../../shared/page";
import { useConfirm } from "../../shared/mutation/useConfirm";
import { RecordPending } from "../../shared/record/RecordPending";
import { Section } from "../../shared/record/Section";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { matterEditPath, projectDetailPath, PROJECTS_PATH } from "../projects/paths";
import {
  bulkConfirmMessage,
  bulkDone,
  bulkDoneMessage,
  bulkRefusal,
  selectionProblem,
  type BulkDone,
  type BulkRefusal,
  type BulkSettings as Settings,
} from "./bulk/bulk-form";
import { bulkMatterFilterFields } from "./bulk/bulk-matter-filter-fields";
import {
  bulkMatterList,
  parsePreselected,
  splitPreselected,
  toBulkMatterFilter,
} from "./bulk/bulk-matter-list";
import { BulkDoneBar, BulkRefusalBar, PreselectionBar } from "./bulk/BulkOutcome";
import { bulkMatterColumns, NegotiationBulkMatterRow_MatterFragment } from "./bulk/BulkMatterTable";
import { BULK_SETTINGS_FORM_ID, BulkSettings } from "./bulk/BulkSettings";
import { NEGOTIATIONS_PATH } from "./paths";
import { MatterIdsQuery } from "../projects/public";

const NegotiationBulkPageQuery = graphql(`
  query NegotiationBulkPage($id: ID!) {
    project(id: $id) {
      id
      code
      name
    }
    assignableUsers {
      id
      name
    }
    negotiators: assignableUsers(permission: NEGOTIATION_EDIT) {
      id
      name
    }
  }
`);

const NegotiationBulkMattersQuery = graphql(`
  query NegotiationBulkMatters(
    $filter: MatterFilter
    $sort: MatterSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    matters(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...NegotiationBulkMatterRow_Matter
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

const NegotiationBulkCreateMutation = graphql(`
  mutation NegotiationBulkCreate($input: BulkCreateNegotiationsInput!) {
    bulkCreateNegotiations(input: $input) {
      id
      matterId
      scheduledAt
    }
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
});

type Project = { id: string; code: string; name: string };

/** /negotiations/bulk/{projectId} 一括交渉指示: one negotiator and visit window for many matters at once. */
export function NegotiationBulkPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const canEdit = useSession().user?.role.negotiationEdit ?? false;
  const { data, missing } = useRecordQuery(NegotiationBulkPageQuery, { id });
  const project = data?.project;

  if (!project) {
    return (
      <RecordPending
        title="一括交渉指示"
        missing={missing}
        icon={<ChatMultiple24Regular />}
        missingTitle="該当するプロジェクトが見つかりません"
        backHref={PROJECTS_PATH}
        backLabel="プロジェクト一覧へ戻る"
      />
    );
  }
  if (!canEdit) {
    return (
      <Page title="一括交渉指示">
        <EmptyState
          icon={<ChatMultiple24Regular />}
          title="交渉を指示する権限がありません。"
          action={
            <Link href={projectDetailPath(project.id)} asChild>
              <Button appearance="primary">プロジェクト詳細へ戻る</Button>
            </Link>
          }
        >
          一括交渉指示は交渉の編集権限を持つユーザーだけが使えます。
        </EmptyState>
      </Page>
    );
  }
  return (
    <BulkInstruction
      project={project}
      users={data.assignableUsers}
      negotiators={data.negotiators}
    />
  );
}

/** The matters named by the project page (`?matters=`), selected once the page opens. */
function usePreselection(
  matterFilter: MatterFilter,
  select: (ids: ReadonlySet<string>) => void,
  dropParam: () => void,
) {
  const client = useClient();
  const search = useSearch();
  // Read once: the parameter is dropped from the URL as soon as it has been applied.
  const [wanted] = useState(() => parsePreselected(search));
  const [notice, setNotice] = useState<{ kept: number; dropped: string[] } | null>(null);
  const filterKey = JSON.stringify(matterFilter);
  useEffect(() => {
    if (wanted.length === 0) return;
    let live = true;
    void client
      .query(
        MatterIdsQuery,
        { filter: JSON.parse(filterKey) as MatterFilter },
        { requestPolicy: "network-only" },
      )
      .toPromise()
      .then((result) => {
        if (!live || !result.data) return;
        const { kept, dropped } = splitPreselected(wanted, result.data.matterIds.ids);
        select(new Set(kept));
        setNotice({ kept: kept.length, dropped });
        dropParam();
      });
    return () => {
      live = false;
    };
    // Once, with the filter the page opened with: a later search starts its own selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return notice;
}

function BulkInstruction({
  project,
  users,
  negotiators,
}: {
  project: Project;
  /** Every user: the matters' assignees of the filter. */
  users: readonly { id: string; name: string }[];
  /** The users who may negotiate: the 交渉担当者 to choose. */
  negotiators: readonly { id: string; name: string }[];
}) {
  const styles = useStyles();
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
  const { selected } = selection;
  const preselection = usePreselection(matterFilter, selection.onChange, () =>
    navigate(list.href({}), { replace: true }),
  );
  const [creating, create] = useMutation(NegotiationBulkCreateMutation);
  const { startLoading, openAlert } = useInformationActions();
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);
  const [done, setDone] = useState<BulkDone | null>(null);
  const { confirm, dialog } = useConfirm();

  // The list as it is now (a refused matter may no longer be instructable).
  const reloadList = () =>
    void client
      .query(NegotiationBulkMattersQuery, variables, { requestPolicy: "network-only" })
      .toPromise();

  const instruct = async (settings: Settings): Promise<BulkRefusal["fields"] | undefined> => {
    const problem = selectionProblem(selected.size);
    if (problem) {
      openAlert("error", problem);
      return undefined;
    }
    const assignee = negotiators.find((u) => u.id === String(settings.assigneeUserId));
    const go = await confirm({
      title: "交渉を一括指示しますか？",
      message: bulkConfirmMessage(selected.size, assignee?.name ?? "", settings),
      confirmLabel: "一括指示する",
      danger: false,
    });
    if (!go) return undefined;
    setRefusal(null);
    setDone(null);
    startLoading();
    const result = await create(
      { input: { matterIds: [...selected], ...settings } },
      // The instructed matters leave this list (交渉中 with an open negotiation).
      { additionalTypenames: ["Matter", "Negotiation", "Project", "Schedule"] },
    );
    if (result.error) {
      const refused = bulkRefusal(result.error, selected);
      setRefusal(refused);
      openAlert("error", refused.message);
      if (refused.matters.length > 0) reloadList();
      return refused.fields;
    }
    const created = result.data?.bulkCreateNegotiations ?? [];
    selection.clear();
    setDone(bulkDone(created));
    openAlert("success", bulkDoneMessage(created.length));
    return undefined;
  };

  const deselectRefused = () => {
    const refusedIds = new Set(refusal?.matters.map((m) => m.matterId));
    selection.onChange(new Set([...selected].filter((m) => !refusedIds.has(m))));
    setRefusal(null);
    reloadList();
  };

  const rows = matters.data
    ? getFragmentData(NegotiationBulkMatterRow_MatterFragment, matters.data.matters.items)
    : undefined;
  const totalCount = matters.data?.matters.pageInfo.totalCount;
  const count = selected.size;

  return (
    <Page
      title="一括交渉指示"
      actions={
        <Link href={projectDetailPath(project.id)} asChild>
          <Button>プロジェクト詳細へ戻る</Button>
        </Link>
      }
    >
      <div className={styles.stack}>
        <Text as="p">
          プロジェクト{" "}
          <Link href={projectDetailPath(project.id)} asChild>
            <FluentLink>{`${project.code} ${project.name}`}</FluentLink>
          </Link>{" "}
          の案件に、同じ交渉担当者で交渉をまとめて指示します。指示できない案件が1件でもあれば、何も登録しません。
        </Text>
        <BulkSettings today={today} users={negotiators} onSubmit={instruct} />
        {refusal ? <BulkRefusalBar refusal={refusal} onDeselect={deselectRefused} /> : null}
        {done ? (
          <BulkDoneBar done={done} listHref={`${NEGOTIATIONS_PATH}?projectId=${project.id}`} />
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
                  disabled={count === 0 || creating.fetching}
                >
                  {`一括指示（${count.toLocaleString("ja-JP")}件）`}
                </Button>
              ),
            }}
          />
        </Section>
      </div>
      {dialog}
    </Page>
  );
}
