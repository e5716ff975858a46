// Between SIGTERM and closing the listener (issue #36). Node's `server.close()` also closes every
// connection without a request in progress — and a connection accepted a moment ago whose
// request is still unread in its socket has none yet. Under load (20 pages of 500 rows at once)
// such connections, and those still waiting in the listen backlog, held requests that were sent
// before SIGTERM; they were reset (5 of 20). So the API first lets what had arrived be read,
// then closes: only connections made after that are refused (connection refused).
import type { Server } from "node:http";
import type { Socket } from "node:net";

export interface Arrivals {
  /**
   * Resolves once the connections waiting in the listen backlog have been accepted and every
   * accepted connection has delivered its request (or closed), or after `boundMs`: a client that
   * opened a connection and sends nothing must not hold the shutdown.
   */
  settle(boundMs: number): Promise<{ ms: number; unread: number }>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Follows the server's connections from now on: call it before `listen`. */
export function trackArrivals(server: Server): Arrivals {
  const unread = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    unread.add(socket);
    socket.once("close", () => unread.delete(socket));
  });
  server.on("request", (request: { socket: Socket }) => unread.delete(request.socket));
  return {
    async settle(boundMs) {
      const started = performance.now();
      // The first poll of the event loop after the signal accepts every connection in the
      // backlog (libuv accepts until there is none), a later one reads what they sent.
      await nextTurn();
      await sleep(1);
      await nextTurn();
      while (unread.size > 0 && performance.now() - started < boundMs) await sleep(5);
      return { ms: Math.round(performance.now() - started), unread: unread.size };
    },
  };
}
