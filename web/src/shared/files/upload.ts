import type { OperationContext } from "urql";

// Files travel to the gateway's upload route, /graphql/upload, never inside a JSON body: /graphql
// reads at most 1 MB (GRAPHQL_BODY_LIMIT_BYTES), the upload route up to 20 MB
// (UPLOAD_BODY_LIMIT_BYTES; gateway/src/rest/graphql-upload.ts). urql sends an operation whose
// variables hold a File or Blob as a GraphQL multipart request (the file as its own part, not
// base64 in the JSON); the gateway puts the bytes back, in base64, where the argument expects the
// file's content (`contentBase64`, an import's `content` with contentEncoding BASE64).

/** The largest upload the gateway reads by default (UPLOAD_BODY_LIMIT_BYTES), the form included. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The context of a mutation that carries a file: the upload route, and the header Apollo asks
 * of a multipart request to know it is not a foreign page's form (CSRF).
 */
export const UPLOAD_CONTEXT: Partial<OperationContext> = {
  url: "/graphql/upload",
  fetchOptions: { headers: { "apollo-require-preflight": "true" } },
};

/**
 * A file as the value of a String argument that the gateway fills with its base64: typed as the
 * string it becomes there, so the generated variable types stay the schema's.
 */
export function fileVariable(file: Blob): string {
  return file as unknown as string;
}
