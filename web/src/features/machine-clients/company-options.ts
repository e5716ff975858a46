import { graphql } from "../../gql";

/** The partner companies a client may be registered for. */
export const MachineClientOptions_QueryFragment = graphql(`
  fragment MachineClientOptions_Query on Query {
    associateCompanies: masterList(kind: ASSOCIATE_COMPANIES) {
      id
      name
    }
  }
`);
