import { graphql } from "@/gql";

// 契約内容編集's GraphQL documents: the customer with its contract contents and their options, and
// the contents' own writes.

export const CustomerContentsEditPageQuery = graphql(`
  query CustomerContentsEditPage($id: ID!) {
    customer(id: $id) {
      id
      code
      name
      customerTypeLabel
      targetDetail {
        id
        code
        roomNumber
        target {
          id
          code
          name
        }
      }
    }
    customerServices(filter: { customerId: [$id] }, pageSize: 200) {
      items {
        id
        version
        ...ServiceCard_Service
      }
    }
    contractTypes: masterList(kind: CONTRACT_TYPES) {
      id
      name
    }
    contractDetailTypes: masterList(kind: CONTRACT_DETAIL_TYPES) {
      id
      name
    }
    contractReceivers: masterList(kind: CONTRACT_RECEIVERS) {
      id
      name
    }
    serviceItems: masterList(kind: CUSTOMER_SERVICE_ITEMS) {
      id
      name
    }
  }
`);

export const CreateServiceMutation = graphql(`
  mutation CreateCustomerService($input: CreateCustomerServiceInput!) {
    createCustomerService(input: $input) {
      id
    }
  }
`);

export const UpdateServiceMutation = graphql(`
  mutation UpdateCustomerService($id: ID!, $input: UpdateCustomerServiceInput!) {
    updateCustomerService(id: $id, input: $input) {
      id
      version
    }
  }
`);

export const DeleteServiceMutation = graphql(`
  mutation DeleteCustomerService($id: ID!, $version: Int!) {
    deleteCustomerService(id: $id, version: $version)
  }
`);
