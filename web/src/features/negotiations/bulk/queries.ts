import { graphql } from "@/gql";

// 一括交渉指示's GraphQL documents: the project with the people to choose, one page of its
// instructable matters, and the one mutation that instructs them all.

export const NegotiationBulkPageQuery = graphql(`
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

export const NegotiationBulkMattersQuery = graphql(`
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

export const NegotiationBulkCreateMutation = graphql(`
  mutation NegotiationBulkCreate($input: BulkCreateNegotiationsInput!) {
    bulkCreateNegotiations(input: $input) {
      id
      matterId
      scheduledAt
    }
  }
`);
