import { Button, Spinner } from "@fluentui/react-components";
import {
  ArrowRotateClockwise20Regular,
  Pause20Regular,
  Play20Regular,
  PlugDisconnected24Regular,
} from "@fluentui/react-icons";
import { useState } from "react";
import { useQuery } from "urql";
import { Link, useLocation, useSearch } from "wouter";
import { getFragmentData, graphql } from "../../gql";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { ConfirmDialog } from "../../shared/mutation/ConfirmDialog";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { EmptyState, Page } from "../../shared/page";
import type { RouteParams } from "../../shared/routing";
import { MachineClientOptions_QueryFragment } from "./company-options";
import { MachineClientForm } from "./MachineClientForm";
import { MACHINE_CLIENTS_PATH, machineClientEditHref, parseMachineClientDialog } from "./paths";
import { SecretDialog } from "./SecretDialog";

const MachineClientEditPageQuery = graphql(`
  query MachineClientEditPage($id: ID!) {
    machineClient(id: $id) {
      id
      version
      clientId
      disabled
      hasSecret
      ...MachineClientForm_Client
    }
    ...MachineClientOptions_Query
  }
`);

const UpdateMachineClientMutation = graphql(`
  mutation UpdateMachineClient($id: ID!, $input: UpdateMachineClientInput!) {
    updateMachineClient(id: $id, input: $input) {
      id
      version
      disabled
      ...MachineClientForm_Client
    }
  }
`);

const RotateMachineClientSecretMutation = graphql(`
  mutation RotateMachineClientSecret($id: ID!, $version: Int!) {
    rotateMachineClientSecret(id: $id, version: $version) {
      client {
        id
        version
      }
      secret
    }
  }
`);

const DeleteMachineClientMutation = graphql(`
  mutation DeleteMachineClient($id: ID!, $version: Int!) {
    deleteMachineClient(id: $id, version: $version)
  }
`);

/** /machine-clients/{id}: change, stop or restart a client, make its secret again, delete it. */
export function MachineClientEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const dialog = parseMachineClientDialog(useSearch());
  const history = useRecordHistory("MACHINE_CLIENT", id);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: MachineClientEditPageQuery,
    variables: { id },
    requestPolicy: "network-only",
  });
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
  if (!client || !lists) {
    const missing = !fetching && (data || error);
    return (
      <Page title="連携クライアント編集">
        {missing ? (
          <EmptyState
            icon={<PlugDisconnected24Regular />}
            title="該当する連携クライアントが見つかりません"
            action={
              <Link href={MACHINE_CLIENTS_PATH} asChild>
                <Button appearance="primary">連携クライアント一覧へ戻る</Button>
              </Link>
            }
          />
        ) : (
          <Spinner label="読み込み中…" />
        )}
      </Page>
    );
  }

  const reload = () => refetch({ requestPolicy: "network-only" });
  return (
    <Page
      title="連携クライアント編集"
      actions={
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
      }
    >
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
          void remove({ id, version: client.version }, { additionalTypenames: ["MachineClient"] });
        }}
        deleteDialogOpen={dialog === "delete"}
        onDeleteDialogChange={(open) =>
          navigate(machineClientEditHref(id, open ? "delete" : undefined), { replace: !open })
        }
      />
      <HistoryPanel {...history} />
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
    </Page>
  );
}
