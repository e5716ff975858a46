import { graphql } from "@/gql";

// 案件追加's GraphQL documents: the project with the search's options, one page of the targets
// found, and the one mutation that adds the chosen ones as matters.

export const AddMattersPageQuery = graphql(`
  query AddMattersPage($id: ID!) {
    project(id: $id) {
      id
      code
      name
      clientId
      workType
      can {
        addMatters
      }
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    assignableUsers {
      id
      name
    }
  }
`);

export const AddMattersTargetsQuery = graphql(`
  query AddMattersTargets(
    $filter: TargetFilter
    $sort: TargetSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    targets(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...TargetTable_Target
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

export const AddMattersMutation = graphql(`
  mutation AddMattersToProject($input: AddMattersInput!) {
    addMattersToProject(input: $input) {
      created {
        id
      }
      skippedTargetIds
    }
  }
`);
