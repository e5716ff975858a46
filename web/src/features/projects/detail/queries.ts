import { graphql } from "@/gql";

// プロジェクト詳細's GraphQL documents: the project with its form's options, its matters (one
// page of the list), and its save and deletion.

export const ProjectDetailPageQuery = graphql(`
  query ProjectDetailPage($id: ID!) {
    project(id: $id) {
      id
      version
      status
      can {
        delete
        addMatters
      }
      ...ProjectForm_Project
      ...ProjectDetailSummary_Project
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
    jobCategories: masterList(kind: JOB_CATEGORIES) {
      id
      name
    }
    assignableUsers(permission: MATTER_READ) {
      id
      name
    }
  }
`);

export const ProjectDetailMattersQuery = graphql(`
  query ProjectDetailMatters(
    $filter: MatterFilter
    $sort: MatterSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    matters(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ProjectDetailMatterRow_Matter
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation ProjectDetailUpdateProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
      version
      can {
        delete
        addMatters
      }
      ...ProjectForm_Project
      ...ProjectDetailSummary_Project
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation ProjectDetailDeleteProject($id: ID!, $version: Int!) {
    deleteProject(id: $id, version: $version)
  }
`);
