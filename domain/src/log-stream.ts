// The request log of the gateway and the API, written asynchronously (pino's own buffered
// destination): to a pipe or a file each line would otherwise be a synchronous system call on
// the request's path, two per request. pino writes what is still buffered when the process exits
// ('exit' also follows an uncaught exception and process.exit()): log-stream.test.ts.
//
// Lines are gathered up to LOG_BATCH_BYTES before a write (issue #42): under load the gateway and
// the API each wrote two lines per request with one system call apiece, ~6 % of the gateway's
// CPU in the load profile. A line waits at most LOG_FLUSH_MS when the server is quiet.
import { pino } from "pino";

/** Bytes gathered before a write: a few dozen request lines. */
const LOG_BATCH_BYTES = 8 * 1024;
/** The longest a line waits for its batch: a quiet server's log is still current. */
const LOG_FLUSH_MS = 250;

export function asyncStdoutLog(): pino.DestinationStream {
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
  }, LOG_FLUSH_MS);
  timer.unref();
  return destination;
}
