// Trusted documents (issue #39). The web app's operations are registered at build time:
// graphql-codegen's persisted documents (codegen.ts) give each one its sha256 and list them all in
// web/src/gql/persisted-documents.json, which this gateway loads at start. The web app sends the
// hash instead of the text, in the shape of Apollo's persisted queries
// (`extensions.persistedQuery: { version: 1, sha256Hash }`): queries as GET, so that they can be
// cached, mutations as POST. Apollo resolves the hash through `trustedDocumentsCache`, a read-only
// view of the list: a hash not in it is PERSISTED_QUERY_NOT_FOUND (HTTP 400 here, Japanese), and
// nothing a client sends is ever added to it (Apollo's "APQ registration" writes to a cache that
// keeps nothing), so the list is exactly what the build produced.
//
// A document sent as text is run only when `mayRunUnregistered` says so for the verified caller,
// or when its text is exactly a registered one. The check runs in the context function, after the
// token is verified and before Apollo parses anything: a refused request costs no parse, no
// resolver and no REST call (the context's viewer is read lazily).
//
// Why: in production a stolen or curious browser session can otherwise send any document the
// schema allows (within the query limits); with this it can run only what the app itself runs.
// Machine clients (issue #39's client-credentials integrations) are what the GraphQL endpoint is
// for, and may send any document within the cost limit (security/query-limits.ts).
//
// The sandbox (/sandbox, GRAPHQL_SANDBOX) sends free text with the signed-in user's own token, and
// the gateway cannot tell it from any other browser session. So where the sandbox is enabled,
// signed-in users may run unregistered documents: the trade-off is that such a gateway (a
// staging gateway for integrators) does not have this protection, which is why production leaves
// GRAPHQL_SANDBOX off unless turned on on purpose (README, "Trusted documents").
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ApolloServerPlugin, PersistedQueryOptions } from "@apollo/server";
import type { FastifyRequest } from "fastify";
import { Kind, parse, print, visit, type SelectionSetNode } from "graphql";
import type { GatewayContext } from "../context";
import { GatewayError } from "../errors";

/** The manifest's file name, as codegen writes it and the deploy bundle copies it. */
export const TRUSTED_DOCUMENTS_FILE_NAME = "persisted-documents.json";

/** Where Apollo's persisted-query errors are answered with 400 (Apollo's own default: 200). */
export const PERSISTED_QUERY_ERROR_STATUS = 400;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The document as the web app's urql client runs it: urql's cache adds `__typename` to every
 * selection set but the operation's own before sending (@urql/core formatDocument), and learns
 * from those typenames which lists a mutation makes stale. The hash is of codegen's text, which
 * has none: a document sent by hash runs with them added, so the answer is the one urql expects.
 */
export function withTypenames(text: string): string {
  const withTypename = (set: SelectionSetNode | undefined): SelectionSetNode | undefined =>
    set &&
    !set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename" && !s.alias)
      ? {
          ...set,
          selections: [
            ...set.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } },
          ],
        }
      : set;
  return print(
    visit(parse(text), {
      Field: (node) => ({ ...node, selectionSet: withTypename(node.selectionSet) }),
      InlineFragment: (node) => ({ ...node, selectionSet: withTypename(node.selectionSet)! }),
      FragmentDefinition: (node) => ({ ...node, selectionSet: withTypename(node.selectionSet)! }),
    }),
  );
}

/** The registered documents: hex sha256 → document text. */
export class TrustedDocuments {
  private readonly byHash: ReadonlyMap<string, string>;
  /** What runs for each hash: the text with urql's `__typename`s (withTypenames). */
  private readonly runs: ReadonlyMap<string, string>;

  /**
   * From codegen's manifest (`{"sha256:<hex>": "<document>"}`). Every hash is checked against its
   * text: a manifest edited by hand (or a different algorithm) fails the gateway's start, rather
   * than refusing the web app's requests one by one.
   */
  constructor(manifest: Readonly<Record<string, unknown>>) {
    const byHash = new Map<string, string>();
    for (const [key, text] of Object.entries(manifest)) {
      const hash = key.replace(/^sha256:/, "");
      if (typeof text !== "string" || sha256(text) !== hash)
        throw new Error(`trusted documents: the entry ${key} is not the sha256 of its document`);
      byHash.set(hash, text);
    }
    this.byHash = byHash;
    this.runs = new Map([...byHash].map(([hash, text]) => [hash, withTypenames(text)]));
  }

  static fromFile(path: string): TrustedDocuments {
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      throw new Error(`trusted documents: cannot read ${path} (pnpm generate writes it)`, {
        cause: error,
      });
    }
    if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest))
      throw new Error(`trusted documents: ${path} is not a JSON object`);
    return new TrustedDocuments(manifest as Record<string, unknown>);
  }

  get size(): number {
    return this.byHash.size;
  }

  /** The registered text of a hash (hex, with or without `sha256:`). */
  document(hash: string): string | undefined {
    return this.byHash.get(hash.replace(/^sha256:/, ""));
  }

  /** What runs for a registered hash: its text as urql sends it (withTypenames). */
  runnable(hash: string): string | undefined {
    return this.runs.get(hash.replace(/^sha256:/, ""));
  }

  /** Whether this exact text is registered (a client that sent a registered document as text). */
  hasText(text: string): boolean {
    return this.byHash.has(sha256(text));
  }

  entries(): IterableIterator<[string, string]> {
    return this.byHash.entries();
  }
}

/**
 * Apollo's persisted-query cache, read-only: Apollo asks it for `apq:<hash>` (its prefix) and
 * writes every document sent with a hash into it; the writes are dropped, so only the build's
 * documents are ever found by hash.
 */
export function trustedDocumentsCache(
  documents: TrustedDocuments,
): NonNullable<PersistedQueryOptions["cache"]> {
  return {
    get: async (key) => documents.runnable(key.replace(/^apq:/, "")),
    set: async () => undefined,
    delete: async () => true,
  };
}

/** Whether this gateway holds browser sessions to the registered documents. */
export type TrustedDocumentsMode = {
  /** NODE_ENV=production: local and test gateways run anything (developers). */
  production: boolean;
  /** GRAPHQL_SANDBOX: the sandbox sends free text as the signed-in user (see above). */
  sandbox: boolean;
};

/** The request's caller, verified by the context function (auth/authenticate.ts). */
export type VerifiedCaller = Pick<GatewayContext, "identity">;

/**
 * May this caller run a document that is not registered? The one place that decides: a machine
 * client (its token is a client-credentials access token) may send any query within the cost
 * limit; a person's token is a browser session's, which runs only the web app's documents.
 */
export function mayRunUnregistered(caller: VerifiedCaller, mode: TrustedDocumentsMode): boolean {
  if (!mode.production || mode.sandbox) return true;
  return caller.identity.machine !== undefined;
}

/** The document text of the request, if it sent one (JSON or multipart POST body, or GET). */
function documentTextOf(request: FastifyRequest): string | undefined {
  const from = request.method === "GET" ? request.query : request.body;
  const query = (from as { query?: unknown } | null | undefined)?.query;
  return typeof query === "string" && query !== "" ? query : undefined;
}

/** The request's `extensions.persistedQuery` (a GET sends `extensions` as JSON text), if any. */
function persistedQueryOf(request: FastifyRequest): unknown {
  const from = request.method === "GET" ? request.query : request.body;
  let extensions = (from as { extensions?: unknown } | null | undefined)?.extensions;
  if (typeof extensions === "string") {
    try {
      extensions = JSON.parse(extensions) as unknown;
    } catch {
      return undefined; // Apollo refuses it in Japanese (japanese-request-errors.ts)
    }
  }
  return (extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
}

/** Apollo ends these with an error without a code (an unexpected 500): refused here first. */
const BAD_PERSISTED_QUERY =
  "extensions.persistedQuery が正しくありません（version は 1、sha256Hash は query の SHA-256 を16進で）";

/**
 * Throws UNREGISTERED_DOCUMENT (HTTP 400) when the request sent a document as text that is not
 * registered and the caller may not run such documents. A request by hash alone passes: Apollo
 * finds only registered hashes. Call it in the context function, after the caller is verified.
 */
export function refuseUnregisteredDocument(
  request: FastifyRequest,
  caller: VerifiedCaller,
  documents: TrustedDocuments,
  mode: TrustedDocumentsMode,
): void {
  const text = documentTextOf(request);
  const persisted = persistedQueryOf(request);
  if (persisted !== undefined) {
    const { version, sha256Hash } = (persisted ?? {}) as {
      version?: unknown;
      sha256Hash?: unknown;
    };
    if (
      version !== 1 ||
      typeof sha256Hash !== "string" ||
      (text !== undefined && sha256(text) !== sha256Hash)
    )
      throw new GatewayError("BAD_USER_INPUT", {
        message: BAD_PERSISTED_QUERY,
        wholeRequest: true,
      });
  }
  if (text === undefined || documents.hasText(text) || mayRunUnregistered(caller, mode)) return;
  request.log.info({ caller: caller.identity.sub }, "refused unregistered document");
  throw new GatewayError("UNREGISTERED_DOCUMENT", { wholeRequest: true });
}

/**
 * Apollo answers PERSISTED_QUERY_NOT_FOUND with HTTP 200, so that an APQ client sends the text
 * next. Here nothing is registered at run time, so it is a refusal of the request like any other
 * (400), keeping the code such a client recognises; the message is formatError's Japanese.
 */
export function trustedDocumentsPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (errors?.some((e) => String(e.extensions?.code).startsWith("PERSISTED_QUERY_")))
            response.http.status = PERSISTED_QUERY_ERROR_STATUS;
        },
      };
    },
  };
}
