// The request log of the gateway and the API, written asynchronously (pino's own buffered
// destination): to a pipe or a file each line would otherwise be a synchronous system call on
// the request's path, two per request. pino writes what is still buffered when the process exits
// ('exit' also follows an uncaught exception and process.exit()): log-stream.test.ts.
//
// Lines are gathered up to LOG_BATCH_BYTES before a write (issue #42): under load the gateway and
// the API each wrote two lines per request with one system call apiece, ~6 % of the gateway's
// CPU in the load profile. A line waits at most LOG_FLUSH_MS when the server is quiet; with
// LOG_FLUSH_MS=0 each line is written at once (a log read as it happens: the fault tests read
// "incoming request" lines to know that requests arrived).
import { pino } from "pino";
import { integer, type ConfigSource } from "./config";

/** Bytes gathered before a write: a few dozen request lines. */
const LOG_BATCH_BYTES = 8 * 1024;
/** The longest a line waits for its batch by default: a quiet server's log is still current. */
export const DEFAULT_LOG_FLUSH_MS = 250;

/** LOG_FLUSH_MS: the longest a log line waits for its batch (0: no batch, each line at once). */
export const logFlushMsFromEnv = (source: ConfigSource): number =>
  integer(source, "LOG_FLUSH_MS", { default: DEFAULT_LOG_FLUSH_MS, min: 0, max: 10_000 });

export function asyncStdoutLog(flushMs = DEFAULT_LOG_FLUSH_MS): pino.DestinationStream {
  if (flushMs === 0) return pino.destination({ dest: 1, sync: false });
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  let pending = false;
  const write = destination.write.bind(destination);
  destination.write = (line: string) => {
    pending = true;
    return write(line);
  };
  const timer = setInterval(() => {
    if (!pending) return;
    pending = false;
    destination.flush();
  }, flushMs);
  timer.unref();
  return destination;
}
