// Section 9a of the bench: the REST calls each operation of the virtual users makes, counted
// through a second gateway, with and without the shared /pair lists. Its own module: it starts
// and stops its own gateways, apart from the users run of users-section.ts.
import type { BenchDatabase } from "./database";
import { graphql } from "./http";
import { wavesOf } from "./rest-waves";
import { COUNTING, say } from "./run-context";
import { startCountingProxy, startService, type RestCall, type Service } from "./services";
import { table } from "./stats";
import type { UserOperation } from "./users";

/**
 * The REST calls each operation of the virtual users makes, through a second gateway behind a
 * counting proxy: with no list shared (SHARED_READS_TTL_MS=0), and with the /pair lists shared
 * as by default (the operation's second request, the lists fresh), with the waves they ran in.
 */
export async function restCallsPerOperation(ctx: {
  database: BenchDatabase;
  services: Service[];
  api: Service;
  gatewayEnv: NodeJS.ProcessEnv;
  token: string;
  operations: UserOperation[];
}): Promise<void> {
  const { database, services, api, gatewayEnv, token, operations } = ctx;
  const proxy = await startCountingProxy(api.url);
  const counted: RestCall[][][] = operations.map(() => []);
  try {
    for (const sharing of [false, true]) {
      const env: NodeJS.ProcessEnv = {
        ...gatewayEnv,
        API_URL: proxy.url,
        LOG_LEVEL: "warn",
        // Not counted among an operation's REST calls: the live stream is one call for all.
        LIVE_EVENTS_KEY: undefined,
      };
      if (!sharing) env.SHARED_READS_TTL_MS = "0";
      const counting = await startService(COUNTING, "gateway/src/main.ts", env, "/readyz");
      services.push(counting);
      try {
        for (const [i, operation] of operations.entries()) {
          const { query, variables } = JSON.parse(operation.bodies[0]!) as {
            query: string;
            variables: Record<string, unknown>;
          };
          // The first request warms the viewer cache (and the shared lists); the second counts.
          await graphql(counting.url, token, query, variables);
          proxy.calls.length = 0;
          await graphql(counting.url, token, query, variables);
          counted[i]!.push(proxy.calls.splice(0));
        }
      } finally {
        await counting.stop();
        services.splice(services.indexOf(counting), 1);
      }
    }
  } finally {
    await proxy.close();
  }
  say(
    table(
      `9a. REST calls per operation of the virtual users (${database.kind}): no list shared, and the /pair lists shared (the default)`,
      ["operation", "not shared", "shared", "shared, in waves"],
      operations.map((operation, i) => {
        const [alone, shared] = counted[i] as [RestCall[], RestCall[]];
        return [
          operation.label,
          String(alone.length),
          String(shared.length),
          wavesOf(shared).shape,
        ];
      }),
    ),
  );
}
