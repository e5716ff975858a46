// The load run: autocannon against the gateway with the web's list and detail queries (a
// rotating mix on every connection), and the RSS of the gateway and API processes around it.
import autocannon from "autocannon";
import { rssKiB, type Service } from "./services";

export type LoadRequest = { label: string; body: string };

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  graphqlErrors: number;
  rss: { name: string; before?: number; after?: number; settled?: number }[];
};

export async function loadRun<During = never>(options: {
  gatewayUrl: string;
  token: string;
  requests: LoadRequest[];
  connections: number;
  seconds: number;
  settleSeconds: number;
  /** A first run of the same load before the RSS baseline is taken. */
  warmupSeconds: number;
  processes: Service[];
  /** Measured alongside the measured run, for as long as it lasts (not the warm-up). */
  during?: (seconds: number) => Promise<During>;
}): Promise<LoadResult & { during?: During }> {
  let graphqlErrors = 0;
  const run = (seconds: number) =>
    autocannon({
      url: `${options.gatewayUrl}/graphql`,
      connections: options.connections,
      duration: seconds,
      headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json" },
      requests: options.requests.map((r) => ({
        method: "POST" as const,
        path: "/graphql",
        body: r.body,
        // A 200 with `errors` is a failed query too.
        onResponse: (status: number, body: string) => {
          if (status === 200 && body.includes('"errors":')) graphqlErrors++;
        },
      })),
    });
  // The baseline is a process that has served this load once: what a first burst allocates for
  // good (compiled code, connection pools, caches up to their bound) is no growth of the run.
  await run(options.warmupSeconds);
  graphqlErrors = 0;
  // …and read after the same quiet time as the last reading, so both are "settled after a load":
  // read right at the end of a run, RSS is wherever the garbage collector's cycle happened to be
  // (the gateway's heap swings by ~80 MiB between full collections under this load).
  await new Promise((r) => setTimeout(r, options.settleSeconds * 1000));
  const rss = options.processes.map((p) => ({ name: p.name, pid: p.pid, before: rssKiB(p.pid) }));
  const [result, during] = await Promise.all([
    run(options.seconds),
    options.during?.(options.seconds),
  ]);
  const after = rss.map((p) => rssKiB(p.pid));
  await new Promise((r) => setTimeout(r, options.settleSeconds * 1000));
  const settled = rss.map((p) => rssKiB(p.pid));
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    graphqlErrors,
    during,
    rss: rss.map((p, i) => ({
      name: p.name,
      before: p.before,
      after: after[i],
      settled: settled[i],
    })),
  };
}
