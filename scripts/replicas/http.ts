// What the replica test sends: the web app's own GraphQL documents, the sign-in the browser makes
// through the gateway's /identity proxy, and the gateway's attachment download. Every answer
// carries the replica that served it, from the `X-Upstream` header nginx adds.
import { print, type DocumentNode } from "graphql";

/** A generated document with its result and variables types (client-preset's TypedDocumentNode). */
export type Typed<R, V> = DocumentNode & { __apiType?: (variables: V) => R };

export type GraphQLError = { message: string; extensions?: { code?: string } };

export type Answer<R> = {
  status: number;
  /** `host:port` of the replica that answered (the last one nginx tried), if nginx said. */
  upstream: string | undefined;
  data: R | undefined;
  errors: GraphQLError[];
};

export const TIMEOUT_MS = 30_000;

const printed = new WeakMap<DocumentNode, string>();
function text(document: DocumentNode | string): string {
  if (typeof document === "string") return document;
  let query = printed.get(document);
  if (!query) printed.set(document, (query = print(document)));
  return query;
}

/** The last address of nginx's `X-Upstream` ("a, b" when it passed the request on). */
export function upstreamOf(headers: Headers): string | undefined {
  const value = headers.get("x-upstream");
  return (
    value
      ?.split(/\s*,\s*|\s+:\s+/)
      .pop()
      ?.trim() || undefined
  );
}

export async function graphql<R, V>(
  base: string,
  token: string,
  document: Typed<R, V> | string,
  variables: V,
): Promise<Answer<R>> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query: text(document), variables }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const raw = await res.text();
  let body: { data?: R | null; errors?: GraphQLError[] } = {};
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    body = { errors: [{ message: `not JSON: ${raw.slice(0, 200)}` }] };
  }
  return {
    status: res.status,
    upstream: upstreamOf(res.headers),
    data: body.data ?? undefined,
    errors: body.errors ?? [],
  };
}

/** True when the answer is a full success: 200, data, no error. */
export const succeeded = (answer: Answer<unknown>) =>
  answer.status === 200 && answer.data !== undefined && answer.errors.length === 0;

/** One line saying what went wrong, for the report. */
export function describe(answer: Answer<unknown>): string {
  const codes = answer.errors
    .map((e) => `${e.extensions?.code ?? "ERROR"}: ${e.message.slice(0, 160)}`)
    .join("; ");
  return `HTTP ${answer.status}${codes ? ` (${codes})` : ""} from ${answer.upstream ?? "?"}`;
}

/** Signs in as the browser does: app-config.json, then InitiateAuth through the gateway's proxy. */
export async function signInThrough(base: string, email: string, password: string) {
  const config = (await (await fetch(`${base}/app-config.json`)).json()) as {
    identity: { clientId: string; userPoolEndpoint: string | null };
  };
  const endpoint = new URL(config.identity.userPoolEndpoint ?? "/identity", base);
  const res = await fetch(endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    body: JSON.stringify({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: config.identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (res.status !== 200 || !token)
    throw new Error(`サインインできません / sign-in of ${email} failed: HTTP ${res.status}`);
  return token;
}

export type Download = { status: number; upstream: string | undefined; bytes: Buffer };

/** GET `path` (an attachment download of the gateway) with the token. */
export async function download(base: string, token: string, path: string): Promise<Download> {
  const res = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return {
    status: res.status,
    upstream: upstreamOf(res.headers),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** GET a REST path of one API replica directly (the cache checks); only the status matters. */
export async function restStatus(url: string, token: string): Promise<number> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await res.arrayBuffer();
  return res.status;
}
