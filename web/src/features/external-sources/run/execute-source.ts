import { graphql } from "@/gql";

/** One run now (a CSV source with its file's bytes in base64; the API reads them in the source's encoding). */
export const ExternalSourceRun_ExecuteMutation = graphql(`
  mutation ExternalSourceRunExecute(
    $id: ID!
    $content: String
    $contentEncoding: FileContentEncoding
  ) {
    executeExternalSource(id: $id, content: $content, contentEncoding: $contentEncoding) {
      id
      ...ExternalSourceRun_Run
    }
  }
`);
