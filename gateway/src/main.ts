import { closeWithDeadline, onTerminationSignals } from "@cfx/domain/http-server";
import { asyncStdoutLog, logFlushMsFromEnv } from "@cfx/domain/log-stream";
import { EnvError, loadEnv, type GatewayEnv } from "./env";
import { buildGateway } from "./server";

let env: GatewayEnv;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(`[gateway] ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = await buildGateway(env, {
  logger: { level: env.LOG_LEVEL, stream: asyncStdoutLog(logFlushMsFromEnv(process.env)) },
});

// SIGTERM/SIGINT: stop accepting, finish what is in flight (up to SHUTDOWN_TIMEOUT_MS; a client
// trickling its body is cut then), then stop Apollo and the REST pool (onClose hooks).
onTerminationSignals(async (signal) => {
  app.log.info({ signal }, "closing");
  await closeWithDeadline(app, env.timeouts.shutdownTimeoutMs);
  return 0;
});

// Warm before the first client: the first GraphQL request through a fresh process compiles the
// whole path (parsing, validation, the limits plugin, execution, error formatting) and took
// ~100 ms longer than the next; a shed answer likewise.
for (let i = 0; i < 3; i++) {
  await app.inject({ method: "POST", url: "/graphql", payload: { query: "{ __typename }" } });
}

await app.listen({ port: env.PORT, host: env.HOST });
