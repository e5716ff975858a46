// The request log of the gateway and the API, written asynchronously (pino's own buffered
// destination): to a pipe or a file each line would otherwise be a synchronous system call on
// the request's path, two per request. pino writes what is still buffered when the process exits
// ('exit' also follows an uncaught exception and process.exit()): log-stream.test.ts.
import { pino } from "pino";

export function asyncStdoutLog(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
