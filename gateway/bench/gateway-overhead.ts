// `pnpm bench`: what the gateway adds to the REST call it makes. Starts cognito-local, the real
// API (in-process, in-memory PGlite with the demo seed) and the gateway on loopback, then times
// the same user page fetched (a) as a GraphQL `users` query through the gateway and (b) as
// GET /api/v1/basis/users straight from the API, alternating the two so drift hits both alike.
// Bounded: ROUNDS (default 300) of each, sequential, plus a short concurrent run (ROUNDS/3 each).
import { Agent, request } from "undici";
import { DEFAULT_VIEWER_CACHE_TTL_MS } from "../src/env";
import { startTestApi } from "../src/test/api";
import { startTestGateway, startTestIdentity, testEnv } from "../src/test/harness";

const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 300), 2_000);
const WARMUP = 30;
const CONCURRENCY = 8;
const PAGE_SIZE = 50;
// Like production unless set (the test harness turns the viewer cache off).
const VIEWER_CACHE_TTL_MS = process.env.VIEWER_CACHE_TTL_MS ?? String(DEFAULT_VIEWER_CACHE_TTL_MS);

const agent = new Agent({ keepAliveTimeout: 10_000, connections: CONCURRENCY * 2 });

type Stats = { n: number; mean: number; p50: number; p95: number; p99: number; max: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    n: sorted.length,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function main() {
  const identity = await startTestIdentity();
  const api = await startTestApi(identity);
  const gateway = await startTestGateway(testEnv(identity, api.url, { VIEWER_CACHE_TTL_MS }));
  try {
    const { idToken } = await identity.tokens("admin@example.jp");
    const query = `query Users($pageSize: Int) {
      users(pageSize: $pageSize) { items { id code name email roleType { name } associateCompanies { name } teams { name } clients { name } } pageInfo { totalCount } }
    }`;
    const graphqlBody = JSON.stringify({ query, variables: { pageSize: PAGE_SIZE } });

    const viaGateway = async () => {
      const res = await request(`${gateway.url}/graphql`, {
        method: "POST",
        dispatcher: agent,
        headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
        body: graphqlBody,
      });
      const body = (await res.body.json()) as {
        errors?: unknown;
        data?: { users: { items: unknown[] } };
      };
      if (res.statusCode !== 200 || body.errors)
        throw new Error(`gateway answered ${JSON.stringify(body)}`);
    };
    const direct = async () => {
      const res = await request(
        `${api.url}/api/v1/basis/users?page=1&pageSize=${PAGE_SIZE}&sort=id&order=asc`,
        {
          method: "GET",
          dispatcher: agent,
          headers: { authorization: `Bearer ${idToken}`, accept: "application/json" },
        },
      );
      const body = (await res.body.json()) as unknown[];
      if (res.statusCode !== 200 || !Array.isArray(body))
        throw new Error(`API answered ${res.statusCode}`);
    };

    // The REST work of that query without the viewer cache: its permission check needs the
    // viewer's record first, then the list.
    const sameCalls = async () => {
      const res = await request(`${api.url}/api/v1/login`, {
        method: "GET",
        dispatcher: agent,
        headers: { authorization: `Bearer ${idToken}`, accept: "application/json" },
      });
      await res.body.dump();
      if (res.statusCode !== 200) throw new Error(`API answered ${res.statusCode}`);
      await direct();
    };

    for (let i = 0; i < WARMUP; i++) {
      await viaGateway();
      await direct();
    }
    let gatewayRestCalls = 0;
    const gatewayMs: number[] = [];
    const directMs: number[] = [];
    const sameCallsMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      api.requests.length = 0;
      gatewayMs.push(await timed(viaGateway));
      gatewayRestCalls += api.requests.length;
      directMs.push(await timed(direct));
      sameCallsMs.push(await timed(sameCalls));
    }

    // Concurrent: CONCURRENCY clients sharing ROUNDS/3 requests of each kind.
    const concurrent = async (run: () => Promise<void>) => {
      const samples: number[] = [];
      let left = Math.ceil(ROUNDS / 3);
      const worker = async () => {
        while (left-- > 0) samples.push(await timed(run));
      };
      const wall = await timed(() =>
        Promise.all(Array.from({ length: CONCURRENCY }, worker)).then(() => undefined),
      );
      return { ...stats(samples), rps: (samples.length / wall) * 1000 };
    };
    const gatewayConcurrent = await concurrent(viaGateway);
    const directConcurrent = await concurrent(direct);

    const g = stats(gatewayMs);
    const d = stats(directMs);
    const same = stats(sameCallsMs);
    const fmt = (n: number) => n.toFixed(2).padStart(8);
    const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}`;
    const row = (name: string, s: Stats) =>
      `${name.padEnd(34)}${fmt(s.mean)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}${fmt(s.max)}`;
    console.log("");
    console.log(
      `users page of ${PAGE_SIZE} rows, ${ROUNDS} sequential requests each (loopback), ms`,
    );
    console.log(
      `${"".padEnd(34)}${"mean".padStart(8)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}${"max".padStart(8)}`,
    );
    console.log(row("REST GET /basis/users (direct)", d));
    console.log(row("REST GET /login + /basis/users", same));
    console.log(row("GraphQL users via gateway", g));
    console.log(
      `overhead vs the one REST call: mean ${signed(g.mean - d.mean)} ms (x${(g.mean / d.mean).toFixed(2)}), ` +
        `p95 ${signed(g.p95 - d.p95)} ms`,
    );
    console.log(
      `vs GET /login + /basis/users (the REST calls without the viewer cache): mean ${signed(g.mean - same.mean)} ms, ` +
        `p95 ${signed(g.p95 - same.p95)} ms`,
    );
    console.log(
      `REST calls per GraphQL query: ${(gatewayRestCalls / ROUNDS).toFixed(3)} on average ` +
        `(GET /basis/users + GET /login for the permission check when the viewer cache, ` +
        `TTL ${VIEWER_CACHE_TTL_MS} ms, misses)`,
    );
    console.log("");
    console.log(
      `${CONCURRENCY} concurrent clients, ${Math.ceil(ROUNDS / 3)} requests each kind in all, ms`,
    );
    console.log(
      row("REST GET /basis/users (direct)", directConcurrent) +
        `  ${directConcurrent.rps.toFixed(0)} req/s`,
    );
    console.log(
      row("GraphQL users via gateway", gatewayConcurrent) +
        `  ${gatewayConcurrent.rps.toFixed(0)} req/s`,
    );
  } finally {
    await gateway.close();
    await api.close();
    await identity.close();
    await agent.close();
  }
}

await main();
