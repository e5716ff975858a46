// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gql, stringifyDocument } from "urql";
import {
  ConstructionEditEntryDeleteDocument,
  DispatchPageWeekChangedDocument,
  ConstructionEditPageDocument,
  ConstructionEditPhotoCreateDocument,
} from "../gql/graphql";
import { fileVariable, UPLOAD_CONTEXT } from "../shared/files/upload";
import { createGraphqlClient, NO_AUTH_RETRY } from "./graphql-client";
import { sendQueued } from "./offline/sync";
import { documentHash } from "./persisted-documents";

// A real HTTP server standing in for the gateway: it answers by the Authorization header it gets.
let server: Server;
let url: string;
let seen: (string | undefined)[];
let accept: (authorization: string | undefined) => boolean;

beforeEach(async () => {
  seen = [];
  server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on("end", () => {
      seen.push(req.headers.authorization);
      res.setHeader("content-type", "application/json");
      if (accept(req.headers.authorization)) {
        res.end(JSON.stringify({ data: { ok: true } }));
      } else {
        res.end(
          JSON.stringify({
            data: null,
            errors: [
              {
                message: "認証エラーです。再度サインインしてください。",
                extensions: { code: "UNAUTHENTICATED" },
              },
            ],
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const Ok = gql`
  query Ok {
    ok
  }
`;

function tokens(initial: string, refreshed: string | null) {
  const state = { current: initial as string | null, forced: 0, failures: 0 };
  return {
    state,
    auth: {
      async idToken(options?: { forceRefresh?: boolean }) {
        if (options?.forceRefresh) {
          state.forced++;
          if (refreshed === null) throw new Error("refresh failed");
          state.current = refreshed;
        }
        return state.current;
      },
      onAuthFailure() {
        state.failures++;
      },
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe("graphql client authentication", () => {
  it("sends the current ID token as a bearer token", async () => {
    accept = (h) => h === "Bearer id-1";
    const { auth, state } = tokens("id-1", "id-2");
    const result = await createGraphqlClient(auth, url).query(Ok, {}).toPromise();
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual(["Bearer id-1"]);
    expect(state.forced).toBe(0);
  });

  it("on UNAUTHENTICATED forces one refresh and retries with the new token", async () => {
    accept = (h) => h === "Bearer id-2";
    const { auth, state } = tokens("id-1", "id-2");
    const result = await createGraphqlClient(auth, url).query(Ok, {}).toPromise();
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual(["Bearer id-1", "Bearer id-2"]);
    expect(state.forced).toBe(1);
    await settle();
    expect(state.failures).toBe(0);
  });

  it("gives up after one retry and reports the failure once", async () => {
    accept = () => false;
    const { auth, state } = tokens("id-1", "id-2");
    const result = await createGraphqlClient(auth, url).query(Ok, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe("UNAUTHENTICATED");
    expect(seen).toHaveLength(2);
    await settle();
    expect(state.failures).toBe(1);
  });

  it("reports the failure when the refresh itself fails", async () => {
    accept = () => false;
    const { auth, state } = tokens("id-1", null);
    const result = await createGraphqlClient(auth, url).query(Ok, {}).toPromise();
    expect(result.error).toBeDefined();
    expect(seen).toHaveLength(1);
    await settle();
    expect(state.failures).toBe(1);
  });

  it("a token that cannot be had (failed refresh) ends in the sign-out path, not a stuck request", async () => {
    accept = (h) => h === "Bearer id-1";
    let calls = 0;
    let failures = 0;
    const result = await createGraphqlClient(
      {
        async idToken() {
          calls++;
          throw new Error("refresh failed");
        },
        onAuthFailure() {
          failures++;
        },
      },
      url,
    )
      .query(Ok, {})
      .toPromise();
    expect(result.error).toBeDefined();
    expect(seen).toEqual([undefined]);
    expect(calls).toBe(2);
    await settle();
    expect(failures).toBe(1);
  });

  it("does not retry an operation marked noAuthRetry (the load check)", async () => {
    accept = () => false;
    const { auth, state } = tokens("id-1", "id-2");
    const result = await createGraphqlClient(auth, url)
      .query(Ok, {}, { [NO_AUTH_RETRY]: true, requestPolicy: "network-only" })
      .toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe("UNAUTHENTICATED");
    expect(seen).toEqual(["Bearer id-1"]);
    await settle();
    expect(state).toMatchObject({ forced: 0, failures: 0 });
  });
});

describe("graphql client cache", () => {
  // A stand-in gateway that counts the target list's reads; the mutation answers with a Matter.
  let listReads = 0;
  let gateway: Server;
  let gatewayUrl: string;
  beforeEach(async () => {
    listReads = 0;
    gateway = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const { query } = JSON.parse(body) as { query: string };
        res.setHeader("content-type", "application/json");
        if (query.includes("mutation")) {
          res.end(
            JSON.stringify({
              data: {
                addMatters: {
                  __typename: "AddMattersResult",
                  created: [{ __typename: "Matter", id: "9" }],
                },
              },
            }),
          );
          return;
        }
        listReads++;
        res.end(
          JSON.stringify({
            data: {
              targets: {
                __typename: "TargetPage",
                items: [{ __typename: "Target", id: "1", openMatterCount: listReads }],
              },
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
  });
  afterEach(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  const Targets = gql`
    query Targets {
      targets {
        items {
          id
          openMatterCount
        }
      }
    }
  `;
  const AddMatters = gql`
    mutation AddMatters($input: AddMattersInput!) {
      addMattersToProject(input: $input) {
        created {
          id
        }
      }
    }
  `;

  it("asks again for a list of targets once matters were created (issue #37.16)", async () => {
    const { auth } = tokens("id-1", "id-1");
    const client = createGraphqlClient(auth, gatewayUrl);
    const counts: number[] = [];
    const watching = client.query(Targets, {}).subscribe((result) => {
      const data = result.data as { targets: { items: { openMatterCount: number }[] } } | undefined;
      if (data) counts.push(data.targets.items[0]!.openMatterCount);
    });
    await expect.poll(() => counts).toEqual([1]);
    await client.mutation(AddMatters, { input: { projectId: "1", targetIds: ["1"] } }).toPromise();
    await expect.poll(() => counts.at(-1)).toBe(2);
    expect(listReads).toBe(2);
    watching.unsubscribe();
  });
});

describe("trusted documents: the app sends its registered documents by hash (issue #39)", () => {
  // What reached the "gateway": method, URL, body and the headers that matter.
  type Request = {
    method: string;
    url: string;
    body: string;
    type: string;
    preflight: string;
    authorization?: string | undefined;
  };
  let requests: Request[];
  let hashServer: Server;
  let base: string;

  beforeEach(async () => {
    requests = [];
    hashServer = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        requests.push({
          method: req.method ?? "",
          url: req.url ?? "",
          body: Buffer.concat(chunks).toString("utf8"),
          type: String(req.headers["content-type"] ?? ""),
          preflight: String(req.headers["apollo-require-preflight"] ?? ""),
          authorization: req.headers.authorization,
        });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ data: { ok: true } }));
      });
    });
    await new Promise<void>((resolve) => hashServer.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(hashServer.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => hashServer.close(resolve));
  });

  const client = () => createGraphqlClient(tokens("id-1", "id-2").auth, `${base}/graphql`);
  const hashOf = (document: unknown) => documentHash(document)!;

  it("a query: GET with the hash and its variables, no text, the CSRF header", async () => {
    await client()
      .query(ConstructionEditPageDocument, { id: "7" }, { requestPolicy: "network-only" })
      .toPromise();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("GET");
    const params = new URL(request!.url, base).searchParams;
    expect(params.get("query")).toBeNull();
    expect(JSON.parse(params.get("variables")!)).toEqual({ id: "7" });
    expect(JSON.parse(params.get("extensions")!)).toEqual({
      persistedQuery: { version: 1, sha256Hash: hashOf(ConstructionEditPageDocument) },
    });
    expect(hashOf(ConstructionEditPageDocument)).toMatch(/^[0-9a-f]{64}$/);
    // Apollo refuses a GET without it (CSRF prevention).
    expect(request!.preflight).toBe("true");
  });

  it("a mutation: POST with the hash, no text", async () => {
    await client()
      .mutation(ConstructionEditEntryDeleteDocument, { id: "3", version: 1 })
      .toPromise();
    const [request] = requests;
    expect(request!.method).toBe("POST");
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(body.query).toBeUndefined();
    expect(body.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: hashOf(ConstructionEditEntryDeleteDocument) },
    });
    expect(body.variables).toEqual({ id: "3", version: 1 });
  });

  it("an upload: multipart to the upload route with the hash in its operations part", async () => {
    const photo = new Blob(["jpeg"], { type: "image/jpeg" });
    await client()
      .mutation(
        ConstructionEditPhotoCreateDocument,
        { input: { contentBase64: fileVariable(photo) } as never },
        { ...UPLOAD_CONTEXT, url: `${base}/graphql/upload` },
      )
      .toPromise();
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/graphql/upload");
    expect(request!.type).toMatch(/^multipart\/form-data/);
    const form = await new Response(request!.body, {
      headers: { "content-type": request!.type },
    }).formData();
    const operations = JSON.parse(String(form.get("operations"))) as Record<string, unknown>;
    expect(operations.query).toBeUndefined();
    expect(operations.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: hashOf(ConstructionEditPhotoCreateDocument) },
    });
  });

  it("a write replayed from the offline queue (its document is text there) goes by its hash", async () => {
    await sendQueued(client(), {
      idempotencyKey: "k-1",
      operationName: "ConstructionEditEntryDelete",
      query: stringifyDocument(ConstructionEditEntryDeleteDocument),
      documentHash: hashOf(ConstructionEditEntryDeleteDocument),
      variables: { id: "3", version: 1 },
      url: `${base}/graphql`,
      createdAt: new Date().toISOString(),
    });
    const body = JSON.parse(requests[0]!.body) as Record<string, unknown>;
    expect(body.query).toBeUndefined();
    expect(body.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: hashOf(ConstructionEditEntryDeleteDocument) },
    });
  });

  it("a subscription: POST to the stream endpoint with the hash and the ID token (issue #40)", async () => {
    const live = createGraphqlClient(tokens("id-1", "id-2").auth, `${base}/graphql`, {
      url: `${base}/graphql/stream`,
      backoff: () => 60_000,
    });
    const filter = { associateCompanyId: [1], dateFrom: "2026-11-30", dateTo: "2026-12-06" };
    const watching = live
      .subscription(DispatchPageWeekChangedDocument, { filter })
      .subscribe(() => {});
    await expect.poll(() => requests.length).toBe(1);
    watching.unsubscribe();
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/graphql/stream");
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    // No text: an empty one, which graphql-sse's handler wants as a string.
    expect(body.query).toBe("");
    expect(body.variables).toEqual({ filter });
    expect(body.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: hashOf(DispatchPageWeekChangedDocument) },
    });
    expect(request!.authorization).toBe("Bearer id-1");
  });

  it("a document without a registered hash (none of the app's) is sent as text", async () => {
    await client().query(Ok, {}).toPromise();
    expect(requests[0]!.method).toBe("POST");
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ query: expect.stringContaining("Ok") });
  });
});
