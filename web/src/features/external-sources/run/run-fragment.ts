import { graphql } from "@/gql";

/** One run of a source as the pages show it: its result, its counts and its row errors. */
export const ExternalSourceRun_RunFragment = graphql(`
  fragment ExternalSourceRun_Run on ExternalSourceDetail {
    id
    startedAt
    finishedAt
    status
    rowsTotal
    rowsCreated
    rowsUpdated
    rowsFailed
    errors {
      row
      field
      message
    }
  }
`);
