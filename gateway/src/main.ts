import { pino } from "pino";
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

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "closing");
    // Waits for in-flight requests, then stops Apollo and the REST pool (onClose hooks).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "close failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
