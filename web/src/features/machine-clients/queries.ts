// The GraphQL documents of 連携クライアント編集 (MachineClientEditPage).
import { graphql } from "@/gql";

export const MachineClientEditPageQuery = graphql(`
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

export const UpdateMachineClientMutation = graphql(`
  mutation UpdateMachineClient($id: ID!, $input: UpdateMachineClientInput!) {
    updateMachineClient(id: $id, input: $input) {
      id
      version
      disabled
      ...MachineClientForm_Client
    }
  }
`);

export const RotateMachineClientSecretMutation = graphql(`
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

export const DeleteMachineClientMutation = graphql(`
  mutation DeleteMachineClient($id: ID!, $version: Int!) {
    deleteMachineClient(id: $id, version: $version)
  }
`);
