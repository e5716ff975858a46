import { pino } from "pino";
import { closeWithDeadline, onTerminationSignals } from "@cfx/domain/http-server";
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

// The request log is written asynchronously (pino's own buffered destination): to a pipe or a
// file each line would otherwise be a synchronous system call on the request's path, two per
// request. What is still buffered is written on exit ('exit' also follows an uncaught exception).
const logStream = pino.destination({ dest: 1, sync: false });
process.once("exit", () => logStream.flushSync());
const app = await buildGateway(env, {
  logger: { level: env.LOG_LEVEL, stream: logStream },
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
