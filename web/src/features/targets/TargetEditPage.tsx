import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, BuildingMultiple24Regular } from "@fluentui/react-icons";
import { Link, useLocation } from "wouter";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { labelWithCode } from "../../shared/format";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { RecordPending } from "../../shared/record/RecordPending";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { RecordDelete, RefusalBar } from "../../shared/record/RecordDelete";
import { useRecordDelete } from "../../shared/record/useRecordDelete";
import { Section } from "../../shared/record/Section";
import { TargetForm } from "./edit/TargetForm";
import { TargetLineCodesTable } from "./edit/TargetLineCodesTable";
import { TargetMattersTable } from "./edit/TargetMattersTable";
import { TargetSummary } from "./edit/TargetSummary";
import { TargetUnitsTable } from "./edit/TargetUnitsTable";
import { lineCodeCreatePath } from "../linecodes/paths";
import { targetDetailEditPath, TARGETS_PATH } from "./paths";

const TargetEditPageQuery = graphql(`
  query TargetEditPage($id: ID!) {
    target(id: $id) {
      id
      version
      ...TargetForm_Target
      details {
        id
        ...TargetUnitsTable_Detail
      }
    }
    matters(filter: { targetId: [$id] }, pageSize: 200) {
      items {
        id
        ...TargetMattersTable_Matter
      }
    }
    lineCodes(filter: { targetId: [$id] }, pageSize: 200) {
      items {
        id
        ...TargetLineCodesTable_LineCode
      }
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    installationTypes: masterList(kind: TARGET_INSTALLATION_TYPES) {
      id
      name
    }
  }
`);

const UpdateTargetMutation = graphql(`
  mutation UpdateTarget($id: ID!, $input: UpdateTargetInput!) {
    updateTarget(id: $id, input: $input) {
      id
      version
      ...TargetForm_Target
    }
  }
`);

const DeleteTargetMutation = graphql(`
  mutation DeleteTarget($id: ID!, $version: Int!) {
    deleteTarget(id: $id, version: $version)
  }
`);

const CreateUnitMutation = graphql(`
  mutation CreateTargetUnit($input: CreateTargetDetailInput!) {
    createTargetDetail(input: $input) {
      id
    }
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
});

/** /targets/{id} 対象物件編集: the target, its units, matters, drop lines and history. */
export function TargetEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const role = useSession().user?.role;
  const canEdit = role?.targetEdit ?? false;
  const canEditLines = role?.lineCodeEdit ?? false;
  const history = useRecordHistory("TARGET", id);
  // Always the server's latest version: the form starts from it and sends it back.
  const { data, missing, reload } = useRecordQuery(TargetEditPageQuery, { id });
  const updateTarget = useMutationAction(UpdateTargetMutation, { action: "update" });
  const deletion = useRecordDelete(DeleteTargetMutation, {
    successPath: TARGETS_PATH,
    additionalTypenames: ["Target"],
  });
  const createUnit = useMutationAction(CreateUnitMutation, { action: "create" });

  const target = data?.target;
  if (!target) {
    return (
      <RecordPending
        title="対象物件編集"
        missing={missing}
        icon={<BuildingMultiple24Regular />}
        missingTitle="該当する対象物件が見つかりません"
        backHref={TARGETS_PATH}
        backLabel="対象物件一覧へ戻る"
      />
    );
  }

  const addUnit = async () => {
    const outcome = await createUnit({ input: { targetId: id } });
    const unitId = outcome.data?.createTargetDetail.id;
    if (outcome.ok && unitId) navigate(targetDetailEditPath(unitId));
  };

  return (
    <Page title={labelWithCode("対象物件", "TA", id)}>
      <div className={styles.stack}>
        <RefusalBar message={deletion.refusal} />
        {canEdit ? (
          <TargetForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={target.version}
            target={target}
            options={{ clients: data.clients, installationTypes: data.installationTypes }}
            onSubmit={(input) => updateTarget({ id, input: { ...input, version: target.version } })}
            onCancel={() => navigate(TARGETS_PATH)}
            onReload={reload}
            extraActions={
              <RecordDelete
                what="対象物件"
                control={deletion}
                onConfirm={() => void deletion.remove({ id, version: target.version })}
                onReload={reload}
              />
            }
          />
        ) : (
          <TargetSummary target={target} />
        )}
        <Section
          title={`住戸（${target.details.length}件）`}
          actions={
            canEdit ? (
              <Button icon={<Add20Regular />} onClick={() => void addUnit()}>
                住戸を追加
              </Button>
            ) : null
          }
        >
          <TargetUnitsTable units={target.details} />
        </Section>
        <Section title={`案件（${data.matters.items.length}件）`}>
          <TargetMattersTable matters={data.matters.items} />
        </Section>
        <Section
          title={`引込線（${data.lineCodes.items.length}件）`}
          actions={
            canEditLines ? (
              <Link href={lineCodeCreatePath(target.id)} asChild>
                <Button icon={<Add20Regular />}>引込線を追加</Button>
              </Link>
            ) : null
          }
        >
          <TargetLineCodesTable lineCodes={data.lineCodes.items} />
        </Section>
        <HistoryPanel {...history} />
      </div>
    </Page>
  );
}
