// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gql } from "urql";
import { createGraphqlClient, NO_AUTH_RETRY } from "./graphql-client";

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
