// Section 5 of the bench (issue #13): the gateway's targets page of 50 against the REST calls it
// makes, replayed as the gateway overlapped them, one after another, and through the bare hop.
// Apart from core-sections.ts because it is the longest section and reads like a study of its own.
import type { BenchDatabase } from "./database";
import { BenchError, graphql, rest } from "./http";
import { targetPage, type ListCase } from "./queries";
import { pathOf, wavesOf } from "./rest-waves";
import { say, type Settings } from "./run-context";
import { cpuSeconds, startService, type RestCall, type Service } from "./services";
import { ms, ratio, sample, stats, table, type Stats } from "./stats";

/** p50s of section 5; `bareHop` is bare-hop.ts, the floor of any gateway hop. */
export type TargetsPageFigures = { gateway: number; rest: number; calls: number; bareHop: number };

export async function targetsPageSection(ctx: {
  database: BenchDatabase;
  settings: Settings;
  api: Service;
  gateway: Service;
  token: string;
  /** The REST calls one GraphQL request makes (through the counting gateway, warmed first). */
  restCallsOf: (c: ListCase) => Promise<RestCall[]>;
}): Promise<TargetsPageFigures> {
  const { database, settings, api, gateway, token, restCallsOf } = ctx;
  // 5. The gateway's targets page vs the REST calls it makes, replayed as it made them: each
  // call starts once every call that had ended before it started has ended again (what it may
  // have waited for), so calls the gateway overlapped run in parallel. The counting gateway
  // shares no lists, so `made` is every call the page needs (what a REST client would make);
  // the gateway measured shares the /pair lists, so while they are fresh it makes the others.
  const page50 = targetPage(50);
  const made = (await restCallsOf(page50)).filter((c) => c.method === "GET");
  const unshared = made.filter((c) => !pathOf(c.url).startsWith("/api/v1/pair/"));
  const { after, shape } = wavesOf(made);
  // Each answer is parsed, as graphql() parses the gateway's: a client of the REST calls reads
  // their JSON too, so both sides pay for their own answers.
  const restJson = async (c: RestCall) =>
    JSON.parse((await rest(api.url + c.url, { token })).text) as unknown;
  const replayAsMade = (calls: RestCall[]) => async () => {
    const running = new Map<RestCall, Promise<unknown>>();
    const start = (c: RestCall): Promise<unknown> => {
      let p = running.get(c);
      if (!p) {
        const before = after[made.indexOf(c)]!.filter((d) => calls.includes(d));
        p = Promise.all(before.map(start)).then(() => restJson(c));
        running.set(c, p);
      }
      return p;
    };
    await Promise.all(calls.map(start));
  };
  const replaySequential = async () => {
    for (const call of made) await restJson(call);
  };
  // The floor: a bare hop (bare-hop.ts) to the one call the gateway makes, without GraphQL.
  if (unshared.length !== 1)
    throw new BenchError(`the gateway made ${unshared.length} unshared calls, the bare hop 1`);
  const hop = await startService(
    "bare hop",
    "bench/src/bare-hop.ts",
    { API_URL: api.url, HOP_PATH: unshared[0]!.url },
    "/readyz",
  );
  // The gateway's own CPU per page: only the GraphQL requests reach it while sampling.
  let gatewayPages = 0;
  const viaGateway = () => {
    gatewayPages++;
    return graphql(gateway.url, token, page50.query, page50.variables);
  };
  const viaHop = () => graphql(hop.url, token, page50.query, page50.variables);
  const gatewayCpuFrom = cpuSeconds(gateway.pid);
  const [pg, pw, pu, ps, ph] = await sample(
    [viaGateway, replayAsMade(made), replayAsMade(unshared), replaySequential, viaHop],
    { rounds: settings.rounds * 5, warmup: 5, budgetMs: 25_000 },
  ).finally(() => hop.stop());
  const gatewayCpuTo = cpuSeconds(gateway.pid);
  const pgs = stats(pg!);
  const pws = stats(pw!);
  const pus = stats(pu!);
  const pss = stats(ps!);
  const phs = stats(ph!);
  const row = (label: string, st: Stats) => [
    label,
    ms(st.p50),
    ms(st.p95),
    String(st.n),
    `gateway ${ratio(pgs.p50, st.p50)}`,
  ];
  say(
    table(
      `5. Targets page of 50 (the web's query) vs the ${made.length} REST calls it needs (${database.kind}), ms: ${shape}`,
      ["path", "p50", "p95", "n", "p50 vs gateway"],
      [
        ["GraphQL TargetListPage via gateway", ms(pgs.p50), ms(pgs.p95), String(pgs.n), "×1.00"],
        row(`the ${made.length} REST calls, overlapped as the gateway makes them`, pws),
        row(`the ${unshared.length} of them not shared (no /pair list), overlapped`, pus),
        row(`the ${made.length} REST calls one after another`, pss),
        row(
          `a bare hop to the ${unshared.length} it makes: node:http, undici, JSON, no GraphQL`,
          phs,
        ),
      ],
    ),
  );
  say(
    `   the bare hop is ${ratio(phs.p50, pws.p50)} of the ${made.length} REST calls overlapped, ` +
      `${ratio(phs.p50, pss.p50)} of them one after another: the least any gateway in its own process adds`,
  );
  if (gatewayCpuFrom !== undefined && gatewayCpuTo !== undefined && gatewayPages > 0) {
    const cpuMs = ((gatewayCpuTo - gatewayCpuFrom) * 1000) / gatewayPages;
    // What ×1.10 leaves the gateway: the calls it still makes (the /pair lists are shared)
    // take their time, its own work per page (two HTTP hops, GraphQL, JSON) must fit the rest.
    const budget = pws.p50 * 1.1 - pus.p50;
    say(
      `   gateway CPU per page: ${ms(cpuMs)} ms (${gatewayPages} pages, /proc ticks of 10 ms); ` +
        `×1.10 of the ${made.length} REST calls is ${ms(pws.p50 * 1.1)} ms, the ${unshared.length} it makes take ${ms(pus.p50)} ms: ` +
        `${ms(budget)} ms left for its own work`,
    );
  }
  return { gateway: pgs.p50, rest: pws.p50, calls: made.length, bareHop: phs.p50 };
}
