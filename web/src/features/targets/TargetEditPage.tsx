import { Button } from "@fluentui/react-components";
import { Add20Regular, BuildingMultiple24Regular } from "@fluentui/react-icons";
import { Link, useLocation } from "wouter";
import { labelWithCode } from "@/shared/format";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { RecordDelete } from "@/shared/record/RecordDelete";
import { Section } from "@/shared/record/Section";
import { useRecordDelete } from "@/shared/record/useRecordDelete";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { lineCodeCreatePath } from "../linecodes/paths";
import {
  CreateUnitMutation,
  DeleteTargetMutation,
  TargetEditPageQuery,
  UpdateTargetMutation,
} from "./edit/queries";
import { TargetForm } from "./edit/TargetForm";
import { TargetLineCodesTable } from "./edit/TargetLineCodesTable";
import { TargetMattersTable } from "./edit/TargetMattersTable";
import { TargetSummary } from "./edit/TargetSummary";
import { TargetUnitsTable } from "./edit/TargetUnitsTable";
import { targetDetailEditPath, TARGETS_PATH } from "./paths";

/** /targets/{id} 対象物件編集: the target, its units, matters, drop lines and history. */
export function TargetEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
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

  const addUnit = async () => {
    const outcome = await createUnit({ input: { targetId: id } });
    const unitId = outcome.data?.createTargetDetail.id;
    if (outcome.ok && unitId) navigate(targetDetailEditPath(unitId));
  };
  const matters = data?.matters.items ?? [];
  const lineCodes = data?.lineCodes.items ?? [];

  return (
    <EditPage
      record={data?.target}
      missing={missing}
      pending={{
        title: "対象物件編集",
        icon: <BuildingMultiple24Regular />,
        missingTitle: "該当する対象物件が見つかりません",
        backHref: TARGETS_PATH,
        backLabel: "対象物件一覧へ戻る",
      }}
      title={labelWithCode("対象物件", "TA", id)}
      refusal={deletion.refusal}
      history={history}
    >
      {(target) => (
        <>
          {canEdit && data ? (
            <TargetForm
              // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
              key={target.version}
              target={target}
              options={{ clients: data.clients, installationTypes: data.installationTypes }}
              onSubmit={(input) =>
                updateTarget({ id, input: { ...input, version: target.version } })
              }
              onCancel={() => navigate(TARGETS_PATH)}
              onReload={reload}
              extraActions={
                <RecordDelete
                  what="対象物件"
                  control={deletion}
                  variables={{ id, version: target.version }}
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
          <Section title={`案件（${matters.length}件）`}>
            <TargetMattersTable matters={matters} />
          </Section>
          <Section
            title={`引込線（${lineCodes.length}件）`}
            actions={
              canEditLines ? (
                <Link href={lineCodeCreatePath(target.id)} asChild>
                  <Button icon={<Add20Regular />}>引込線を追加</Button>
                </Link>
              ) : null
            }
          >
            <TargetLineCodesTable lineCodes={lineCodes} />
          </Section>
        </>
      )}
    </EditPage>
  );
}
