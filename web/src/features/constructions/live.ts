// The constructions changed, as the list and the edit page watch it (issue #40): one document for both.
import { graphql } from "../../gql";

export const ConstructionChangedSubscription = graphql(`
  subscription ConstructionChanged($ids: [ID!]) {
    constructionChanged(ids: $ids) {
      id
      version
      deleted
      updatedBy {
        id
      }
    }
  }
`);
