import { graphql } from "@/gql";

// 交渉編集's GraphQL documents: the negotiation with its contacts, visits and documents, its save
// and deletion, and the contacts' own saves.

export const NegotiationEditPageQuery = graphql(`
  query NegotiationEditPage($id: ID!, $withContact: Boolean!) {
    negotiation(id: $id) {
      id
      version
      matterId
      customerId
      negotiationStatusId
      statusLabel
      allowedStatuses
      completeReason
      scheduledAt
      assigneeUserId
      assignee {
        id
        name
      }
      notes
      can {
        complete
        reassign
        delete
      }
      ...NegotiationEditFacts_Negotiation
      histories {
        id
        version
        contactedAt
        method
        counterpart
        outcome
        memo
        nextContactAt
        ...NegotiationEditTimeline_History
      }
      schedules {
        id
        ...NegotiationEditSchedules_Schedule
      }
    }
    attachments(
      filter: { ownerType: "negotiation", ownerId: [$id] }
      sort: CREATED_AT
      order: DESC
      pageSize: 200
    ) @include(if: $withContact) {
      items {
        id
        ...NegotiationEditDocuments_Attachment
      }
    }
    statuses: masterList(kind: NEGOTIATION_STATUSES) {
      id
      name
    }
    assignableUsers(permission: NEGOTIATION_EDIT) {
      id
      name
    }
  }
`);

export const NegotiationEditUpdateMutation = graphql(`
  mutation NegotiationEditUpdate(
    $id: ID!
    $input: UpdateNegotiationInput!
    $withContact: Boolean!
  ) {
    updateNegotiation(id: $id, input: $input) {
      id
      version
      negotiationStatusId
      statusLabel
      allowedStatuses
      completeReason
      completeReasonLabel
      completedAt
      scheduledAt
      assigneeUserId
      notes
      can {
        complete
        reassign
        delete
      }
      ...NegotiationEditFacts_Negotiation
      matter {
        id
        status
        statusLabel
      }
      schedules {
        id
        ...NegotiationEditSchedules_Schedule
      }
    }
  }
`);

export const NegotiationEditDeleteMutation = graphql(`
  mutation NegotiationEditDelete($id: ID!, $version: Int!) {
    deleteNegotiation(id: $id, version: $version)
  }
`);

export const NegotiationEditContactCreateMutation = graphql(`
  mutation NegotiationEditContactCreate($input: CreateNegotiationHistoryInput!) {
    createNegotiationHistory(input: $input) {
      id
    }
  }
`);

export const NegotiationEditContactUpdateMutation = graphql(`
  mutation NegotiationEditContactUpdate($id: ID!, $input: UpdateNegotiationHistoryInput!) {
    updateNegotiationHistory(id: $id, input: $input) {
      id
      version
      ...NegotiationEditTimeline_History
    }
  }
`);
