import { graphql } from "@/gql";

// 対象詳細編集's GraphQL documents: the unit with its owner and tenants, its save, and the
// customers' own writes.

export const TargetDetailEditPageQuery = graphql(`
  query TargetDetailEditPage($id: ID!, $withContact: Boolean!) {
    targetDetail(id: $id) {
      id
      code
      version
      target {
        id
        code
        name
      }
      ...DetailForm_Detail
    }
    customers(filter: { targetDetailId: [$id] }, pageSize: 200) {
      items {
        id
        version
        ...CustomerCard_Customer
      }
    }
    installationTypes: masterList(kind: DEVICE_INSTALLATION_TYPES) {
      id
      name
    }
    models: masterList(kind: DEVICE_MODELS) {
      id
      name
      deviceLineType
    }
  }
`);

export const UpdateDetailMutation = graphql(`
  mutation UpdateTargetDetail($id: ID!, $input: UpdateTargetDetailInput!) {
    updateTargetDetail(id: $id, input: $input) {
      id
      version
      ...DetailForm_Detail
    }
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`);

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!, $version: Int!) {
    deleteCustomer(id: $id, version: $version)
  }
`);
