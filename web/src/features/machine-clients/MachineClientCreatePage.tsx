import { Spinner } from "@fluentui/react-components";
import { useState } from "react";
import { useQuery } from "urql";
import { useLocation } from "wouter";
import { useRuntimeConfig } from "../../shared/runtime-config";
import { getFragmentData, graphql } from "../../gql";
import { withoutGuard } from "../../shared/form/navigation-guard";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { MachineClientOptions_QueryFragment } from "./company-options";
import { MachineClientForm } from "./MachineClientForm";
import { MACHINE_CLIENTS_PATH, machineClientEditPath } from "./paths";
import { SecretDialog } from "./SecretDialog";

const MachineClientCreatePageQuery = graphql(`
  query MachineClientCreatePage {
    ...MachineClientOptions_Query
  }
`);

const CreateMachineClientMutation = graphql(`
  mutation CreateMachineClient($input: CreateMachineClientInput!) {
    createMachineClient(input: $input) {
      client {
        id
        clientId
      }
      secret
    }
  }
`);

/**
 * /machine-clients/create. In local mode the product makes the id and secret and shows the secret
 * once; in Cognito mode the administrator enters the app client made in the user pool.
 */
export function MachineClientCreatePage() {
  const [, navigate] = useLocation();
  const cognito = useRuntimeConfig().identity.mode === "cognito";
  const [{ data }] = useQuery({ query: MachineClientCreatePageQuery });
  const [created, setCreated] = useState<{ id: string; clientId: string; secret: string }>();
  const create = useMutationAction(CreateMachineClientMutation, { action: "create" });
  const lists = getFragmentData(MachineClientOptions_QueryFragment, data);
  return (
    <Page title="連携クライアント新規登録">
      {lists ? (
        <MachineClientForm
          companies={lists.associateCompanies}
          askClientId={cognito}
          onSubmit={async ({ clientId, ...input }) => {
            const outcome = await create(
              { input: { ...input, ...(cognito ? { clientId } : {}) } },
              { additionalTypenames: ["MachineClient"] },
            );
            const answer = outcome.data?.createMachineClient;
            if (answer?.secret) setCreated({ ...answer.client, secret: answer.secret });
            else if (answer) withoutGuard(() => navigate(machineClientEditPath(answer.client.id)));
            return outcome;
          }}
          onCancel={() => navigate(MACHINE_CLIENTS_PATH)}
        />
      ) : (
        <Spinner label="読み込み中…" />
      )}
      {created ? (
        <SecretDialog
          clientId={created.clientId}
          secret={created.secret}
          // Saved: the form's typing is no longer "unsaved".
          onClose={() => withoutGuard(() => navigate(machineClientEditPath(created.id)))}
        />
      ) : null}
    </Page>
  );
}
