// Trusted documents (issue #39) over real HTTP, a real API and real tokens: a production gateway
// refuses a document that is not registered from a signed-in user, before any REST call, and runs
// every document of the web app's manifest sent by hash, as the web app sends it (queries GET,
// mutations POST). The development gateway of the same stack runs the refused document, so the
// refusal is the production mode's doing, not a document that fails anyway.
import { Kind, parse, print, type OperationDefinitionNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import {
  gql,
  startTestGateway,
  testEnv,
  type GraphQLAnswer,
  type TestGateway,
} from "../test/harness";
import { useTestStack } from "../test/stack";
import {
  mayRunUnregistered,
  TrustedDocuments,
  trustedDocumentsCache,
  withTypenames,
  type VerifiedCaller,
} from "./trusted-documents";

const stack = useTestStack();
let production: TestGateway;
let staging: TestGateway;
let token: string;
/** The web app's manifest, the very file the gateway loads by default. */
const manifest = () => TrustedDocuments.fromFile(loadEnv(baseSource()).TRUSTED_DOCUMENTS_FILE);

function baseSource(): Record<string, string> {
  return { IDENTITY_MODE: "local", COGNITO_USER_POOL_ID: "local_pool", COGNITO_CLIENT_ID: "web" };
}

beforeAll(async () => {
  production = await startTestGateway(
    testEnv(stack.identity, stack.api.url, { NODE_ENV: "production" }),
  );
  staging = await startTestGateway(
    testEnv(stack.identity, stack.api.url, { NODE_ENV: "production", GRAPHQL_SANDBOX: "true" }),
  );
  token = (await stack.identity.tokens("admin@example.jp")).idToken;
});
afterAll(async () => {
  await production?.close();
  await staging?.close();
});

/** A document no build registered: any signed-in user may read its own viewer. */
const UNREGISTERED = "query Probe { viewer { id email } }";

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

/** The request the web app makes for a registered document (persisted-documents.ts). */
async function byHash(
  url: string,
  hash: string,
  kind: "query" | "mutation",
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer> {
  const headers = {
    authorization: `Bearer ${token}`,
    "apollo-require-preflight": "true",
    accept: "application/graphql-response+json, application/json",
  };
  const extensions = persisted(hash);
  const res =
    kind === "query"
      ? await fetch(
          `${url}/graphql?${new URLSearchParams({
            variables: JSON.stringify(variables),
            extensions: JSON.stringify(extensions),
          })}`,
          { headers },
        )
      : await fetch(`${url}/graphql`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ variables, extensions }),
        });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as GraphQLAnswer["body"] };
}

/** POST /graphql with any body, signed in. */
async function post(url: string, body: Record<string, unknown>): Promise<GraphQLAnswer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as GraphQLAnswer["body"] };
}

const codes = (answer: GraphQLAnswer) => (answer.body.errors ?? []).map((e) => e.extensions?.code);

describe("mayRunUnregistered: the one decision", () => {
  const user: VerifiedCaller = { identity: { sub: "u-1", email: "a@example.jp" } };
  const machine: VerifiedCaller = {
    identity: { sub: "cfx-1", email: "", machine: { clientId: "cfx-1" } },
  };

  it.each([
    ["local mode, a user", true, user, { production: false, sandbox: true }],
    ["local mode without sandbox, a user", true, user, { production: false, sandbox: false }],
    ["production, a browser session", false, user, { production: true, sandbox: false }],
    ["production with the sandbox on, a user", true, user, { production: true, sandbox: true }],
    ["production, a machine client", true, machine, { production: true, sandbox: false }],
  ])("%s → %s", (_what, expected, caller, mode) => {
    expect(mayRunUnregistered(caller, mode)).toBe(expected);
  });
});

describe("the manifest", () => {
  it("holds the web app's documents, each under the sha256 of its text", () => {
    const documents = manifest();
    // Far more than a handful: every page's query and mutation (codegen.ts, persistedDocuments).
    expect(documents.size).toBeGreaterThan(50);
    const names = [...documents.entries()].map(([, text]) => text);
    expect(names.some((text) => text.startsWith("query Viewer"))).toBe(true);
  });

  it("refuses an entry whose hash is not its text's (a hand-edited manifest fails the start)", () => {
    expect(() => new TrustedDocuments({ [`sha256:${"a".repeat(64)}`]: "{ ok }" })).toThrow(
      /not the sha256/,
    );
  });

  it("gives Apollo registered documents only and keeps nothing it is asked to store", async () => {
    const documents = manifest();
    const [hash, text] = [...documents.entries()][0]!;
    const cache = trustedDocumentsCache(documents);
    expect(await cache.get(`apq:${hash}`)).toBe(withTypenames(text));
    await cache.set(`apq:${"c".repeat(64)}`, UNREGISTERED);
    expect(await cache.get(`apq:${"c".repeat(64)}`)).toBeUndefined();
  });
});

describe("withTypenames: a document runs as urql sends it", () => {
  it("adds __typename to every selection set but the operation's, once", () => {
    expect(
      withTypenames(
        "query Q { viewer { id roleType { __typename name } } ...F } fragment F on Query { targets { items { ... on Target { id } } } }",
      ),
    ).toBe(
      print(
        parse(
          "query Q { viewer { id roleType { __typename name } __typename } ...F } fragment F on Query { targets { items { ... on Target { id __typename } __typename } __typename } __typename }",
        ),
      ),
    );
  });

  it("so a mutation's answer names its types (urql's cache refreshes lists by them)", async () => {
    const [hash] = [...manifest().entries()].find(([, text]) => text.startsWith("query Viewer"))!;
    const answer = await byHash(production.url, hash, "query");
    expect(answer.body.data).toMatchObject({
      viewer: { __typename: "Viewer", roleType: { __typename: "NamedItem" } },
    });
    expect(answer.body.data).not.toHaveProperty("__typename");
  });
});

describe("production: a machine client sends any query", () => {
  it("runs a document no build registered for a client-credentials token", async () => {
    const created = (await (
      await fetch(`${stack.gateway.url}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          query: `mutation { createMachineClient(input: { name: "本番連携", scopes: [TARGET_READ] }) { client { clientId } secret } }`,
        }),
      })
    ).json()) as {
      data: { createMachineClient: { client: { clientId: string }; secret: string } };
    };
    const { client, secret } = created.data.createMachineClient;
    const issued = (await (
      await fetch(`${stack.gateway.url}/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: client.clientId,
          client_secret: secret,
        }).toString(),
      })
    ).json()) as { access_token: string };
    const res = await fetch(`${production.url}/graphql`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${issued.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        query: "query Sync { targets(pageSize: 1) { pageInfo { totalCount } } }",
      }),
    });
    const answer = (await res.json()) as GraphQLAnswer["body"];
    expect(answer.errors).toBeUndefined();
    expect(res.status).toBe(200);
  });
});

describe("production: a browser session runs registered documents only", () => {
  it("refuses an unregistered document with the Japanese message, HTTP 400, making no API call", async () => {
    const answer = await gql(production.url, UNREGISTERED, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: "登録されていない操作は実行できません",
        extensions: { code: "UNREGISTERED_DOCUMENT", http: { status: 400 } },
      },
    ]);
    expect(stack.api.requests).toEqual([]);
  });

  it("the same document runs in local mode and where the sandbox is enabled", async () => {
    for (const gateway of [stack.gateway, staging]) {
      const answer = await gql<{ viewer: { email: string } }>(gateway.url, UNREGISTERED, {
        token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data?.viewer.email).toBe("admin@example.jp");
    }
  });

  it("refuses it with a hash too: nothing is registered at run time", async () => {
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(UNREGISTERED).digest("hex");
    // The APQ "register" request: text and its hash.
    const register = await post(production.url, {
      query: UNREGISTERED,
      extensions: persisted(hash),
    });
    expect(codes(register)).toEqual(["UNREGISTERED_DOCUMENT"]);
    // A development gateway runs it, but does not keep it either.
    const registered = await post(stack.gateway.url, {
      query: UNREGISTERED,
      extensions: persisted(hash),
    });
    expect(registered.status).toBe(200);
    for (const gateway of [production, stack.gateway]) {
      const answer = await byHash(gateway.url, hash, "query");
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          message: "登録されていない操作は実行できません（このハッシュの文書は登録されていません）",
          extensions: {
            code: "PERSISTED_QUERY_NOT_FOUND",
            http: { status: 400 },
            rule: "PersistedQueries",
            detail: "PersistedQueryNotFound",
          },
        },
      ]);
    }
    expect(stack.api.requests.filter((r) => !r.startsWith("GET /api/v1/login"))).toEqual([]);
  });

  it("a registered document sent as text runs (it is what the build registered)", async () => {
    const [, viewer] = [...manifest().entries()].find(([, text]) =>
      text.startsWith("query Viewer"),
    )!;
    const answer = await gql(production.url, viewer, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it("runs EVERY document of the manifest by hash, queries as GET and mutations as POST", async () => {
    const refused = new Set([
      "UNREGISTERED_DOCUMENT",
      "PERSISTED_QUERY_NOT_FOUND",
      "PERSISTED_QUERY_NOT_SUPPORTED",
    ]);
    const seen = { query: 0, mutation: 0, answered: 0 };
    for (const [hash, text] of manifest().entries()) {
      const operation = parse(text).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation || operation.operation === "subscription") continue;
      const kind = operation.operation;
      seen[kind] += 1;
      // No variables: a required one is refused by Apollo (BAD_USER_INPUT) before anything runs,
      // so no mutation writes; an operation without any runs for real.
      const answer = await byHash(production.url, hash, kind);
      const name = operation.name?.value ?? hash;
      expect({ name, codes: codes(answer).filter((c) => refused.has(String(c))) }).toEqual({
        name,
        codes: [],
      });
      expect({ name, status: answer.status < 500 }).toEqual({ name, status: true });
      if (answer.body.data) seen.answered += 1;
    }
    expect(seen.query).toBeGreaterThan(20);
    expect(seen.mutation).toBeGreaterThan(20);
    // Those without variables ran all the way to data (the viewer, the dashboard, masters…).
    expect(seen.answered).toBeGreaterThan(5);
  });
});
