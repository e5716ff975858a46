import { graphql } from "@/gql";

// 案件編集's GraphQL documents: the matter with its negotiations and constructions, its save and
// its deletion.

export const MatterEditPageQuery = graphql(`
  query MatterEditPage($id: ID!) {
    matter(id: $id) {
      id
      version
      projectId
      status
      statusLabel
      statusBeforeHold
      allowedStatuses
      assigneeUserId
      assignee {
        id
        name
      }
      dueDate
      notes
      can {
        delete
        instructNegotiation
      }
      ...MatterFacts_Matter
      negotiations {
        id
        ...MatterNegotiationsTable_Negotiation
      }
      constructions {
        id
        ...MatterConstructionsTable_Construction
      }
    }
    assignableUsers {
      id
      name
    }
  }
`);

export const MatterEditUpdateMutation = graphql(`
  mutation MatterEditUpdate($id: ID!, $input: UpdateMatterInput!) {
    updateMatter(id: $id, input: $input) {
      id
      version
      status
      statusLabel
      allowedStatuses
      assigneeUserId
      dueDate
      notes
    }
  }
`);

export const MatterEditDeleteMutation = graphql(`
  mutation MatterEditDelete($id: ID!, $version: Int!) {
    deleteMatter(id: $id, version: $version)
  }
`);
