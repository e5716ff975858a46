import { graphql } from "@/gql";

// 引込線編集's GraphQL documents: the line with its target's units, its save and its deletion.

export const LineCodeEditPageQuery = graphql(`
  query LineCodeEditPage($id: ID!) {
    lineCode(id: $id) {
      id
      version
      lineCode
      status
      allowedStatuses
      can {
        delete
      }
      targetId
      target {
        id
        code
        name
        details {
          id
          code
          roomNumber
        }
      }
      targetDetailId
      targetDetail {
        id
        code
        roomNumber
      }
      poleNumber
      poleOwner
      cableType
      lineKind
      removalConsentAt
      removedAt
      construction {
        id
        code
      }
      notes
    }
  }
`);

export const LineCodeEditUpdateMutation = graphql(`
  mutation LineCodeEditUpdate($id: ID!, $input: UpdateLineCodeInput!) {
    updateLineCode(id: $id, input: $input) {
      id
      version
      lineCode
      status
      allowedStatuses
      targetDetailId
      poleNumber
      poleOwner
      cableType
      lineKind
      removalConsentAt
      removedAt
      notes
    }
  }
`);

export const LineCodeEditDeleteMutation = graphql(`
  mutation LineCodeEditDelete($id: ID!, $version: Int!) {
    deleteLineCode(id: $id, version: $version)
  }
`);
