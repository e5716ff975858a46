// POST /graphql/upload: GraphQL operations that carry a file (a photo, a CSV import, a CSV run of an
// external source), apart from /graphql so that the two have their own body limits (#36):
// /graphql reads JSON up to GRAPHQL_BODY_LIMIT_BYTES (1 MB: an operation is never bigger), this
// route reads multipart/form-data up to UPLOAD_BODY_LIMIT_BYTES. The body is the GraphQL
// multipart request (github.com/jaydenseric/graphql-multipart-request-spec), as urql sends it
// when a variable is a File or Blob: an `operations` part (the JSON body of /graphql), a `map`
// part `{"0":["variables.input.contentBase64"]}` and the file as part `0`. The schema has no
// Upload scalar: the file's bytes go where the map points as the base64 string the argument
// takes (the import mutations' `contentEncoding` says BASE64), so the resolvers are the same for
// both routes. Fastify counts the body as it arrives and answers 413 the moment it passes the
// limit (at once when Content-Length says so); the operation is then run by the same Apollo
// handler — with the same CSRF rule: multipart/form-data is a type a foreign page's form can
// send, so Apollo requires the `apollo-require-preflight` header here.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

export const GRAPHQL_UPLOAD_PATH = "/graphql/upload";

/** A refusal of the transport (the GraphQL error shape in Japanese: transport-errors.ts). */
function refused(statusCode: 400 | 413): Error {
  return Object.assign(new Error(`graphql upload refused (${statusCode})`), { statusCode });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The JSON body of /graphql that a multipart upload stands for: `operations` with the one file's
 * bytes, in base64, at the one place `map` names (below `variables`, where the client left null).
 */
export async function graphqlBodyOfUpload(
  body: Buffer,
  contentType: string,
  operationsLimitBytes: number,
): Promise<Json> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw refused(400);
  }
  const operations = form.get("operations");
  const map = form.get("map");
  if (typeof operations !== "string" || typeof map !== "string") throw refused(400);
  // The operation itself is held to /graphql's limit: only the file may be large.
  if (Buffer.byteLength(operations) > operationsLimitBytes) throw refused(413);
  let parsed: unknown;
  let paths: unknown;
  try {
    parsed = JSON.parse(operations);
    paths = JSON.parse(map);
  } catch {
    throw refused(400);
  }
  // One operation (no batches, as on /graphql) and one file at one place.
  if (!isObject(parsed) || !isObject(parsed.variables) || !isObject(paths)) throw refused(400);
  const entries = Object.entries(paths);
  const [key, target] = entries[0] ?? [];
  if (entries.length !== 1 || key === undefined || !Array.isArray(target) || target.length !== 1)
    throw refused(400);
  const file = form.get(key);
  const path = target[0];
  if (!(file instanceof Blob) || typeof path !== "string") throw refused(400);
  const [root, ...keys] = path.split(".");
  const last = keys.pop();
  if (root !== "variables" || last === undefined) throw refused(400);
  let holder: unknown = parsed.variables;
  for (const step of keys) holder = isObject(holder) ? holder[step] : undefined;
  if (!isObject(holder) || holder[last] !== null) throw refused(400);
  holder[last] = Buffer.from(await file.arrayBuffer()).toString("base64");
  return parsed;
}

export const graphqlUploadRoute: FastifyPluginAsync<{
  /** Runs the operation as /graphql does: the same Apollo server and context. */
  execute: (request: FastifyRequest, reply: FastifyReply) => unknown;
  uploadLimitBytes: number;
  operationsLimitBytes: number;
}> = async (app, { execute, uploadLimitBytes, operationsLimitBytes }) => {
  // In this plugin only multipart is read (anything else is 415), up to the upload limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: uploadLimitBytes },
    (_request, body, done) => done(null, body),
  );
  app.post(GRAPHQL_UPLOAD_PATH, { bodyLimit: uploadLimitBytes }, async (request, reply) => {
    request.body = await graphqlBodyOfUpload(
      request.body as Buffer,
      String(request.headers["content-type"]),
      operationsLimitBytes,
    );
    return execute(request, reply);
  });
};
