import { Button } from "@fluentui/react-components";
import {
  ArrowRotateClockwise20Regular,
  Pause20Regular,
  Play20Regular,
  PlugDisconnected24Regular,
} from "@fluentui/react-icons";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { getFragmentData } from "@/gql";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { MachineClientOptions_QueryFragment } from "./company-options";
import { MachineClientForm } from "./MachineClientForm";
import { MACHINE_CLIENTS_PATH, machineClientEditHref, parseMachineClientDialog } from "./paths";
import {
  DeleteMachineClientMutation,
  MachineClientEditPageQuery,
  RotateMachineClientSecretMutation,
  UpdateMachineClientMutation,
} from "./queries";
import { SecretDialog } from "./SecretDialog";

const TITLE = "連携クライアント編集";

/**
 * /machine-clients/{id}: change, stop or restart a client, make its secret again, delete it.
 * 削除 stays the form's, with its dialog in the URL (?dialog=delete).
 */
export function MachineClientEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const dialog = parseMachineClientDialog(useSearch());
  const history = useRecordHistory("MACHINE_CLIENT", id);
  const { data, missing, reload } = useRecordQuery(MachineClientEditPageQuery, { id });
  const update = useMutationAction(UpdateMachineClientMutation, {
    action: "update",
    successPath: MACHINE_CLIENTS_PATH,
  });
  // Stays on the page: the badge turns 停止中 / 有効.
  const setDisabled = useMutationAction(UpdateMachineClientMutation, {
    action: "update",
    successMessage: (answer) =>
      answer.updateMachineClient.disabled
        ? "連携クライアントを停止しました。トークンは数秒以内に使えなくなります。"
        : "連携クライアントを再開しました。",
  });
  const rotate = useMutationAction(RotateMachineClientSecretMutation, {
    action: "update",
    body: "シークレットを再発行しました。以前のシークレットではトークンを取得できません。",
  });
  const remove = useMutationAction(DeleteMachineClientMutation, {
    action: "delete",
    successPath: MACHINE_CLIENTS_PATH,
  });
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [secret, setSecret] = useState<string>();

  const client = data?.machineClient;
  const lists = getFragmentData(MachineClientOptions_QueryFragment, data);
  return (
    <EditPage
      record={client && lists ? { client, lists } : undefined}
      missing={missing}
      pending={{
        title: TITLE,
        icon: <PlugDisconnected24Regular />,
        missingTitle: "該当する連携クライアントが見つかりません",
        backHref: MACHINE_CLIENTS_PATH,
        backLabel: "連携クライアント一覧へ戻る",
      }}
      title={TITLE}
      actions={({ client }) => (
        <>
          <Button
            icon={client.disabled ? <Play20Regular /> : <Pause20Regular />}
            onClick={() =>
              void setDisabled({
                id,
                input: { version: client.version, disabled: !client.disabled },
              }).then(reload)
            }
          >
            {client.disabled ? "再開する" : "停止する"}
          </Button>
          {client.hasSecret ? (
            <Button icon={<ArrowRotateClockwise20Regular />} onClick={() => setConfirmRotate(true)}>
              シークレットを再発行
            </Button>
          ) : null}
        </>
      )}
      history={history}
      dialogs={
        client ? (
          <>
            <ConfirmDialog
              open={confirmRotate}
              title="シークレットの再発行"
              confirmLabel="再発行"
              danger
              onCancel={() => setConfirmRotate(false)}
              onConfirm={() => {
                setConfirmRotate(false);
                void rotate({ id, version: client.version }).then((outcome) => {
                  const answer = outcome.data?.rotateMachineClientSecret;
                  if (answer?.secret) setSecret(answer.secret);
                });
              }}
            >
              <p>
                新しいシークレットを発行すると、以前のシークレットではすぐにトークンを取得できなくなります。発行済みのトークンは有効期限まで使えます。
              </p>
            </ConfirmDialog>
            {secret ? (
              <SecretDialog
                clientId={client.clientId}
                secret={secret}
                onClose={() => {
                  setSecret(undefined);
                  reload();
                }}
              />
            ) : null}
          </>
        ) : null
      }
    >
      {({ client, lists }) => (
        <MachineClientForm
          key={client.version}
          client={client}
          companies={lists.associateCompanies}
          askClientId={false}
          onSubmit={({ name, scopes, associateCompanyId }) =>
            update({ id, input: { version: client.version, name, scopes, associateCompanyId } })
          }
          onCancel={() => navigate(MACHINE_CLIENTS_PATH)}
          onReload={reload}
          onDelete={() => {
            navigate(machineClientEditHref(id), { replace: true });
            void remove(
              { id, version: client.version },
              { additionalTypenames: ["MachineClient"] },
            );
          }}
          deleteDialogOpen={dialog === "delete"}
          onDeleteDialogChange={(open) =>
            navigate(machineClientEditHref(id, open ? "delete" : undefined), { replace: !open })
          }
        />
      )}
    </EditPage>
  );
}
