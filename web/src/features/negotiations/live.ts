// The negotiations changed, as the list and the edit page watch it (issue #40): one document for both.
import { graphql } from "../../gql";

export const NegotiationChangedSubscription = graphql(`
  subscription NegotiationChanged($ids: [ID!]) {
    negotiationChanged(ids: $ids) {
      id
      version
      deleted
      updatedBy {
        id
      }
    }
  }
`);
