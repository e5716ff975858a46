// Sections 2–8 of the bench (issue #13) on one database, behind a counting gateway: the list
// queries, REST calls per query, authenticated list vs /healthz and the import here; section 5
// (targets-page-section.ts) and section 8 (load-section.ts) in their own modules.
import { BenchError, graphql, rest } from "./http";
import { importCsv } from "./import-csv";
import type { LoadResult } from "./load";
import { loadSection } from "./load-section";
import { otherListCases, targetCases, targetPage, type ListCase } from "./queries";
import { pathOf } from "./rest-waves";
import { COUNTING, say, type FirstPage, type RunStack } from "./run-context";
import { startCountingProxy, startService, type RestCall } from "./services";
import { ms, ratio, sample, stats, table, timed, type Stats } from "./stats";
import { targetsPageSection, type TargetsPageFigures } from "./targets-page-section";

export type CoreFigures = {
  /** Worst p95 over the targets-list filters and sorts. */
  worstFilterP95: { rest: number; gateway: number; restLabel: string; gatewayLabel: string };
  authListVsHealthz: { list: number; healthz: number };
  /** Section 4's p50s on the REST layer: the users list and a targets page of 20 (issue #42). */
  usersVsTargetsPage: { users: number; targets: number };
  /** p50s of section 5; `bareHop` is bare-hop.ts, the floor of any gateway hop. */
  targetsPageVsRest: TargetsPageFigures;
  importMs: number;
  load: LoadResult;
  /** totalCount of each list case: the same seed must give the same answers on every database. */
  totals: Map<string, string>;
};

/**
 * Sections 2–8 (issue #13): list queries, REST calls per query, authenticated list vs /healthz,
 * the targets page vs its REST calls, the import, the autocannon run.
 */
export async function coreSections(ctx: RunStack & { data: FirstPage }): Promise<CoreFigures> {
  const { database, settings, services, api, gateway, gatewayEnv, token, data, facts } = ctx;
  const proxy = await startCountingProxy(api.url);
  try {
    const counting = await startService(
      COUNTING,
      "gateway/src/main.ts",
      // Sharing no /pair lists: each query's count is every REST call it needs.
      // No live stream either: its one long call would be counted among the REST calls.
      {
        ...gatewayEnv,
        API_URL: proxy.url,
        LOG_LEVEL: "warn",
        SHARED_READS_TTL_MS: "0",
        LIVE_EVENTS_KEY: undefined,
      },
      "/readyz",
    );
    services.push(counting);
    const calls = proxy.calls;

    /** The REST calls one GraphQL request makes (through the counting gateway, warmed first). */
    const restCallsOf = async (c: ListCase): Promise<RestCall[]> => {
      await graphql(counting.url, token, c.query, c.variables);
      calls.length = 0;
      await graphql(counting.url, token, c.query, c.variables);
      return calls.splice(0);
    };

    // 2. Each list query via the gateway and the same REST list call directly.
    const listRows: string[][] = [];
    const filterStats: { label: string; gateway: Stats; rest: Stats }[] = [];
    const totals = new Map<string, string>();
    for (const c of [...targetCases(facts), ...otherListCases()]) {
      const made = await restCallsOf(c);
      const main = made.find(
        (call) => call.method === "GET" && pathOf(call.url).endsWith(c.restPath),
      );
      if (!main)
        throw new BenchError(
          `${c.label}: the gateway made no GET …${c.restPath} (${made.map((m) => m.url).join(", ")})`,
        );
      let total = "";
      const viaGateway = async () => {
        const body = await graphql(gateway.url, token, c.query, c.variables);
        const list = Object.values(body.data ?? {})[0] as
          { pageInfo?: { totalCount?: number } } | undefined;
        total = String(list?.pageInfo?.totalCount ?? "");
      };
      const direct = () => rest(api.url + main.url, { token });
      const [g, r] = await sample([viaGateway, direct], {
        rounds: settings.rounds,
        warmup: 2,
        budgetMs: settings.caseBudgetMs,
      });
      const gs = stats(g!);
      const rs = stats(r!);
      if (c.targetFilter) filterStats.push({ label: c.label, gateway: gs, rest: rs });
      totals.set(c.label.replace(/TA-\d+/, "TA-…"), total);
      listRows.push([
        c.label,
        total,
        ms(gs.p50),
        ms(gs.p95),
        ms(rs.p50),
        ms(rs.p95),
        ratio(gs.p50, rs.p50),
        String(gs.n),
      ]);
    }
    say(
      table(
        `2. List queries (${database.kind}), ms: the web's query via the gateway vs the REST list call it makes, sequential`,
        ["query", "total", "GQL p50", "GQL p95", "REST p50", "REST p95", "GQL/REST p50", "n"],
        listRows,
      ),
    );

    // 3. REST calls per GraphQL query.
    const perQuery: string[][] = [];
    for (const size of [10, 100]) {
      const made = await restCallsOf(targetPage(size));
      const byPath = new Map<string, number>();
      for (const call of made)
        byPath.set(
          `${call.method} ${pathOf(call.url)}`,
          (byPath.get(`${call.method} ${pathOf(call.url)}`) ?? 0) + 1,
        );
      perQuery.push([
        `TargetListPage, pageSize ${size}`,
        String(made.length),
        [...byPath].map(([p, n]) => (n > 1 ? `${p} ×${n}` : p)).join(", "),
      ]);
    }
    say(
      table(
        `3. REST calls per GraphQL query (${database.kind}, viewer cache warm, no /pair list shared)`,
        ["query", "calls", "REST calls"],
        perQuery,
      ),
    );

    // 4. Authenticated REST list vs /healthz; the users list vs a targets page of 20 (#42).
    const healthz = () => rest(`${api.url}/api/v1/healthz`);
    // A list whose own query is trivial: what is left is authentication and the list machinery.
    const smallList = () => rest(`${api.url}/api/v1/pair/clients`, { token });
    // The users list and a targets page of 20 as the web's queries ask them of the REST API (the
    // calls the counting gateway made for them), both measured on the REST layer: the users list
    // reads each account's stored status, no identity pool call (issue #42).
    const restUrlOf = async (c: ListCase) => {
      const call = (await restCallsOf(c)).find(
        (m) => m.method === "GET" && pathOf(m.url).endsWith(c.restPath),
      );
      if (!call) throw new BenchError(`${c.label}: the gateway made no GET …${c.restPath}`);
      return call.url;
    };
    const usersCase = otherListCases().find((c) => c.label === "users list")!;
    const usersUrl = await restUrlOf(usersCase);
    const targetsUrl = await restUrlOf(targetPage(20));
    const usersList = () => rest(api.url + usersUrl, { token });
    const targets20 = () => rest(api.url + targetsUrl, { token });
    const [h, l, u, t] = await sample([healthz, smallList, usersList, targets20], {
      rounds: settings.rounds * 10,
      warmup: 20,
      budgetMs: 20_000,
    });
    const hs = stats(h!);
    const ls = stats(l!);
    const us = stats(u!);
    const ts = stats(t!);
    const row = (label: string, x: Stats) => [
      label,
      ms(x.p50),
      ms(x.p95),
      String(x.n),
      ratio(x.p50, hs.p50),
    ];
    say(
      table(
        `4. Authenticated REST list vs /healthz (${database.kind}), ms`,
        ["request", "p50", "p95", "n", "p50 ratio"],
        [
          ["GET /api/v1/healthz", ms(hs.p50), ms(hs.p95), String(hs.n), "×1.00"],
          row("GET /api/v1/pair/clients (token)", ls),
          row(
            `GET ${pathOf(usersUrl)}, pageSize ${String(usersCase.variables.pageSize)} (token, stored status)`,
            us,
          ),
          row(`GET ${pathOf(targetsUrl)}, pageSize 20 (token)`, ts),
        ],
      ),
    );

    const targetsPageVsRest = await targetsPageSection({
      database,
      settings,
      api,
      gateway,
      token,
      restCallsOf,
    });

    // 6. Import of importRows CSV rows into this database.
    const importMs: number[] = [];
    for (let run = 0; run < settings.importRuns; run++) {
      const csv = Buffer.from(importCsv(settings.importRows, run + 1), "utf8");
      importMs.push(
        await timed(async () => {
          const res = await rest(`${api.url}/api/v1/import/targets`, {
            token,
            method: "POST",
            body: csv,
            contentType: "text/csv",
          });
          const created = (JSON.parse(res.text) as { created?: number }).created;
          if (created !== settings.importRows)
            throw new BenchError(`import created ${created} of ${settings.importRows}`);
        }),
      );
      // The API answers, then runs VACUUM (ANALYZE) of the grown tables (1–3 s at 100,000 rows):
      // the next file starts after it, as a clerk's next import would, not on top of it.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    const im = stats(importMs);
    say(
      table(
        `6. Import of ${settings.importRows.toLocaleString("en")} CSV rows, POST /api/v1/import/targets (${database.kind})`,
        ["run", "ms", "rows/s"],
        [
          ...importMs.map((t, i) => [
            `run ${i + 1}`,
            ms(t),
            String(Math.round((settings.importRows / t) * 1000)),
          ]),
          ["median", ms(im.p50), String(Math.round((settings.importRows / im.p50) * 1000))],
        ],
      ),
    );

    const load = await loadSection({
      database,
      settings,
      services,
      api,
      gateway,
      counting,
      token,
      data,
    });

    const worstRest = filterStats.reduce((a, b) => (b.rest.p95 > a.rest.p95 ? b : a));
    const worstGateway = filterStats.reduce((a, b) => (b.gateway.p95 > a.gateway.p95 ? b : a));
    return {
      worstFilterP95: {
        rest: worstRest.rest.p95,
        gateway: worstGateway.gateway.p95,
        restLabel: worstRest.label,
        gatewayLabel: worstGateway.label,
      },
      authListVsHealthz: { list: ls.p50, healthz: hs.p50 },
      usersVsTargetsPage: { users: us.p50, targets: ts.p50 },
      targetsPageVsRest,
      importMs: im.p50,
      load,
      totals,
    };
  } finally {
    // Stopped before the proxy closes: its keep-alive connections would hold the close.
    const counting = services.find((s) => s.name === COUNTING);
    if (counting) {
      await counting.stop();
      services.splice(services.indexOf(counting), 1);
    }
    await proxy.close();
  }
}
