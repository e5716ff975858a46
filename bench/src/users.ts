// 9. Virtual users (issue #20): a closed loop of N users, each going through the web app's own
// operations against the gateway one after another (a request, then its think time, then the
// next), all with the one signed-in token. Unlike the autocannon run (8), a slow answer slows its
// user down, as it would a clerk: the figures are what people see at that many users, and the
// errors are counted by kind instead of failing the bench, since shedding load (SERVER_BUSY) is
// an expected answer here. A 503 is asked again once after its Retry-After, as the web app does
// (web/src/app/busy-retry.ts): users that asked again at once would measure this process's own
// flood of refused requests rather than what a clerk's browser sends.
import { setTimeout as sleep } from "node:timers/promises";
import { Pool } from "undici";
import { retryAfterMs } from "../../web/src/app/busy-retry";
import { cpuSeconds, postgresCpuSeconds, rssKiB, type Service } from "./services";
import { stats, type Stats } from "./stats";

/** One operation of the web app: one of its bodies (already serialized) is sent each time. */
export type UserOperation = { label: string; bodies: readonly string[] };

export type OperationFigures = {
  label: string;
  /** Latencies of the answers that served the page (200, no GraphQL error). */
  served: Stats;
  /** Every other answer, SERVER_BUSY included. */
  failed: number;
  busy: number;
};

export type UsersResult = {
  users: number;
  thinkMs: number;
  seconds: number;
  warmupSeconds: number;
  operations: OperationFigures[];
  /** Failed answers by kind (`HTTP 504 UPSTREAM_TIMEOUT`, `network UND_ERR_SOCKET`…) with their latencies. */
  errors: { kind: string; busy: boolean; latency: Stats }[];
  /** SERVER_BUSY answers, all kinds together. */
  busy: Stats;
  /** Errors that are not SERVER_BUSY. */
  otherErrors: number;
  /** Every answer per second of the measured time, and the served ones only. */
  requestsPerSecond: number;
  servedPerSecond: number;
  /** 503s asked again after their Retry-After (each answer is counted above). */
  retries: number;
  /**
   * Pages as a user waits for them (issue #42): from the first request to the answer that served
   * it, a shed answer's Retry-After and the retry included. Counted by when the page was asked.
   */
  pages: {
    /** Pages served per second of the measured time, and how long they took as waited. */
    servedPerSecond: number;
    waited: Stats;
    /** Served at the first try, and served by the retry after a shed answer. */
    servedFirst: number;
    servedByRetry: number;
    /** Pages not served: an error other than a shed answer, or a retry that failed too. */
    failed: number;
  };
  /** The warm-up's requests and failed answers (not in the figures above). */
  warmup: { requests: number; failed: number };
  /**
   * RSS in KiB after the warm-up (the start) and once the last user has stopped (the end), and
   * the highest of the readings every half second in the first and the last third of the
   * measured time: one reading under load lands anywhere in a garbage-collection cycle (the API's
   * swings by ~100 MiB), the highest of a third includes the cycle's peak. `settledStart` and
   * `settledEnd` are read after `settleSeconds` without requests, once before the measured time
   * (the users wait) and once after it, when both servers' idle collections have returned their
   * garbage (@cfx/domain/idle-gc): what each still holds, the same way both times.
   */
  rss: {
    name: string;
    start?: number;
    end?: number;
    firstThirdPeak?: number;
    lastThirdPeak?: number;
    settledStart?: number;
    settledEnd?: number;
  }[];
  /** The same at twice the users (section 9 on PostgreSQL, issue #42). */
  overload?: UsersResult;
  /** CPU seconds each part used during the measured seconds (the machine's whole budget is cores × seconds). */
  cpu: { name: string; seconds: number }[];
};

type Answer = { status: number; kind?: string; busy: boolean; retryAfter?: string };
type PageOutcome = { ms: number; served: boolean; retried: boolean };
type Outcome = Answer & { op: number; ms: number };

type GraphQLErrors = { errors?: { extensions?: { code?: unknown } }[] };

/**
 * What went wrong in an answer that did not serve its page, as a short stable label; undefined
 * when it did after all (a 200 whose data merely contains the text `"errors"`).
 */
function failure(status: number, text: string): { kind: string; busy: boolean } | undefined {
  let codes: string[];
  try {
    const body = JSON.parse(text) as GraphQLErrors & { data?: unknown };
    if (status === 200 && !body.errors?.length && body.data) return undefined;
    codes = [...new Set((body.errors ?? []).map((e) => String(e.extensions?.code ?? "no code")))];
  } catch {
    codes = ["not JSON"];
  }
  const busy = codes.includes("SERVER_BUSY");
  const what = codes.length ? codes.join("+") : "no errors, no data";
  return { kind: status === 200 ? `GraphQL ${what}` : `HTTP ${status} ${what}`, busy };
}

export async function usersRun(options: {
  gatewayUrl: string;
  token: string;
  operations: readonly UserOperation[];
  users: number;
  /** Wait after each answer before the user's next request; 0 = without pause. */
  thinkMs: number;
  seconds: number;
  /** The same load first, not counted; the RSS start is read at its end. */
  warmupSeconds: number;
  /** Quiet before each settled RSS reading: longer than the servers' idle collections take. */
  settleSeconds: number;
  processes: readonly Service[];
  /** Also count the CPU of the machine's PostgreSQL server processes. */
  postgres?: boolean;
  /** Only the backends of this database (and the server's own processes). */
  postgresDatabase?: string;
}): Promise<UsersResult> {
  const { operations, users, thinkMs } = options;
  // One connection per user, as that many browsers would hold: no user waits for another's
  // connection, so a queue shows where the servers keep it. The client timeouts are well beyond
  // the gateway's own upstream timeout: a request that reaches them is a finding, not a hang.
  const pool = new Pool(options.gatewayUrl, {
    connections: users,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const headers = {
    authorization: `Bearer ${options.token}`,
    "content-type": "application/json",
  };

  const send = async (body: string): Promise<Answer> => {
    try {
      const res = await pool.request({ path: "/graphql", method: "POST", headers, body });
      const text = await res.body.text();
      const status = res.statusCode;
      // Parsing every answer would cost this process more than the gateway's own work at 200
      // users; an answer without an `"errors"` key is one that served its page.
      const failed =
        status === 200 && !text.includes('"errors"') ? undefined : failure(status, text);
      if (!failed) return { status, busy: false };
      const retryAfter = res.headers["retry-after"];
      return {
        status,
        ...failed,
        retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return {
        status: 0,
        kind: `network ${typeof code === "string" ? code : String(error)}`,
        busy: false,
      };
    }
  };

  let measuring = false;
  let stopping = false;
  /** While set, each user waits for it before its next request (the quiet before a settled reading). */
  let paused: Promise<void> | undefined;
  const measured: Outcome[] = [];
  const pages: PageOutcome[] = [];
  const warmup = { requests: 0, failed: 0 };
  let retries = 0;

  /** One request, counted in the phase it started in. */
  const ask = async (op: number, body: string): Promise<Answer> => {
    const counted = measuring;
    const started = performance.now();
    const answer = await send(body);
    const ms = performance.now() - started;
    if (counted) measured.push({ op, ms, ...answer });
    else {
      warmup.requests++;
      if (answer.kind) warmup.failed++;
    }
    return answer;
  };

  const user = async (index: number) => {
    // Spread over the first think time, and each on its own operation, so the mix is even from the
    // first second rather than every user asking for the same page at once.
    if (thinkMs > 0) await sleep(Math.random() * thinkMs);
    let op = index % operations.length;
    while (!stopping) {
      if (paused) {
        await paused;
        // Spread again after the quiet, as at the start: all at once would be a burst that
        // these users never send otherwise (with a think time).
        if (thinkMs > 0) await sleep(Math.random() * thinkMs);
      }
      const bodies = operations[op]!.bodies;
      const body = bodies[Math.floor(Math.random() * bodies.length)]!;
      const counted = measuring;
      const asked = performance.now();
      let answer = await ask(op, body);
      let retried = false;
      if (answer.status === 503 && !stopping) {
        await sleep(retryAfterMs(answer.retryAfter));
        if (!stopping) {
          if (measuring) retries++;
          retried = true;
          answer = await ask(op, body);
        }
      }
      // A page cut short by the end of the run (shed, then stopped before its retry) is neither.
      if (counted && !(answer.status === 503 && !retried))
        pages.push({ ms: performance.now() - asked, served: !answer.kind, retried });
      op = (op + 1) % operations.length;
      if (thinkMs > 0 && !stopping) await sleep(thinkMs);
    }
  };

  const running = Array.from({ length: users }, (_, i) => user(i));
  await sleep(options.warmupSeconds * 1000);
  const rss = options.processes.map((p) => ({ name: p.name, pid: p.pid, start: rssKiB(p.pid) }));
  const settle = () => sleep(options.settleSeconds * 1000);
  let resume = () => {};
  paused = new Promise<void>((r) => (resume = r));
  await settle();
  const settledStart = rss.map((p) => rssKiB(p.pid));
  paused = undefined;
  resume();
  // The users spread over one think time again before the measured time starts.
  await sleep(thinkMs);
  // Where the machine's CPU goes while measuring: each server, PostgreSQL, the users themselves.
  const cpuParts: { name: string; read: () => number }[] = [
    ...options.processes.map((p) => ({ name: p.name, read: () => cpuSeconds(p.pid) ?? 0 })),
    ...(options.postgres
      ? [{ name: "PostgreSQL server", read: () => postgresCpuSeconds(options.postgresDatabase) }]
      : []),
    {
      name: "virtual users (this process)",
      read: () => {
        const used = process.cpuUsage();
        return (used.user + used.system) / 1e6;
      },
    },
  ];
  const cpuFrom = cpuParts.map((part) => part.read());
  measuring = true;
  const from = performance.now();
  const readings = options.processes.map(() => [] as number[]);
  const sampler = setInterval(() => {
    options.processes.forEach((p, i) => {
      const kib = rssKiB(p.pid);
      if (kib) readings[i]!.push(kib);
    });
  }, 500);
  await sleep(options.seconds * 1000);
  clearInterval(sampler);
  stopping = true;
  const elapsed = (performance.now() - from) / 1000;
  const cpu = cpuParts.map((part, i) => ({ name: part.name, seconds: part.read() - cpuFrom[i]! }));
  await Promise.all(running);
  const end = rss.map((p) => rssKiB(p.pid));
  await pool.close();
  await settle();
  const settledEnd = rss.map((p) => rssKiB(p.pid));

  const kinds = new Map<string, { busy: boolean; ms: number[] }>();
  for (const o of measured) {
    if (!o.kind) continue;
    const k = kinds.get(o.kind) ?? { busy: o.busy, ms: [] };
    k.ms.push(o.ms);
    kinds.set(o.kind, k);
  }
  const served = measured.filter((o) => !o.kind);
  const servedPages = pages.filter((p) => p.served);
  return {
    users,
    thinkMs,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    operations: operations.map((operation, op) => {
      const mine = measured.filter((o) => o.op === op);
      return {
        label: operation.label,
        served: stats(mine.filter((o) => !o.kind).map((o) => o.ms)),
        failed: mine.filter((o) => o.kind).length,
        busy: mine.filter((o) => o.busy).length,
      };
    }),
    errors: [...kinds]
      .sort((a, b) => b[1].ms.length - a[1].ms.length)
      .map(([kind, k]) => ({ kind, busy: k.busy, latency: stats(k.ms) })),
    busy: stats(measured.filter((o) => o.busy).map((o) => o.ms)),
    otherErrors: measured.filter((o) => o.kind && !o.busy).length,
    requestsPerSecond: measured.length / elapsed,
    servedPerSecond: served.length / elapsed,
    retries,
    pages: {
      servedPerSecond: servedPages.length / elapsed,
      waited: stats(servedPages.map((p) => p.ms)),
      servedFirst: servedPages.filter((p) => !p.retried).length,
      servedByRetry: servedPages.filter((p) => p.retried).length,
      failed: pages.length - servedPages.length,
    },
    warmup,
    rss: rss.map((p, i) => {
      const all = readings[i]!;
      const third = Math.floor(all.length / 3);
      const peak = (part: number[]) => (part.length ? Math.max(...part) : undefined);
      return {
        name: p.name,
        start: p.start,
        end: end[i],
        firstThirdPeak: peak(all.slice(0, third)),
        lastThirdPeak: peak(all.slice(all.length - third)),
        settledStart: settledStart[i],
        settledEnd: settledEnd[i],
      };
    }),
    cpu,
  };
}
