// A slow client on a raw socket (fetch cannot trickle): it sends a request a byte at a time and
// records when and how the server ended the exchange — an answer (status and body) or a close.
import { connect } from "node:net";

export type SlowOutcome = {
  /** Milliseconds from the first byte sent to the server's answer or close. */
  ms: number;
  /** The answer's status, undefined when the server closed without one. */
  status: number | undefined;
  /** The answer's body (after the headers), "" when none. */
  body: string;
  /** How many trickled bytes were sent before the end. */
  bytesSent: number;
  /** True when the server closed (or reset) the connection. */
  closed: boolean;
  /** Set when the exchange was still open at `giveUpMs` (the server never cut it). */
  gaveUp: boolean;
};

export type SlowOptions = {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** What is sent at once (the request line, or the whole head). */
  head: string;
  /** What is then sent one byte per `intervalMs`. */
  trickle: string;
  intervalMs?: number;
  /** Stop waiting after this long (the case then fails: the server held the client). */
  giveUpMs: number;
};

export type SlowClient = {
  /** Resolves with the outcome (never rejects). */
  outcome: Promise<SlowOutcome>;
  /** Ends the client's side at once (cleanup). */
  destroy(): void;
};

export function slowClient(options: SlowOptions): SlowClient {
  const { hostname, port } = new URL(options.base);
  const socket = connect({ host: hostname, port: Number(port) });
  const interval = options.intervalMs ?? 200;
  let started = 0;
  let sent = 0;
  let received = "";
  let timer: NodeJS.Timeout | undefined;
  let giveUp: NodeJS.Timeout | undefined;
  const outcome = new Promise<SlowOutcome>((resolve) => {
    let done = false;
    const finish = (closed: boolean, gaveUp = false) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      const ms = Math.round(performance.now() - started);
      const [head = "", ...rest] = received.split("\r\n\r\n");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      socket.destroy();
      resolve({
        ms,
        status: status ? Number(status) : undefined,
        body: rest.join("\r\n\r\n"),
        bytesSent: sent,
        closed,
        gaveUp,
      });
    };
    socket.once("connect", () => {
      started = performance.now();
      socket.write(options.head);
      timer = setInterval(() => {
        if (sent >= options.trickle.length || !socket.writable) return;
        socket.write(options.trickle[sent]!);
        sent++;
      }, interval);
      giveUp = setTimeout(() => finish(false, true), options.giveUpMs);
    });
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
      // An answer with Content-Length is complete once its body is in (the server may keep the
      // connection open a moment longer; the answer is what counts).
      const [head, ...rest] = received.split("\r\n\r\n");
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head ?? "")?.[1];
      if (rest.length && length && Buffer.byteLength(rest.join("\r\n\r\n")) >= Number(length))
        finish(false);
    });
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
  });
  return { outcome, destroy: () => socket.destroy() };
}

/** A POST whose 1,000-byte body then trickles (`trickle` is the body). */
export function slowBody(base: string, path: string, giveUpMs: number, token?: string) {
  const { host } = new URL(base);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
    (token ? `Authorization: Bearer ${token}\r\n` : "") +
    `Content-Length: 1000\r\n\r\n`;
  return slowClient({ base, head, trickle: " ".repeat(1000), giveUpMs });
}

/** The request line at once, then a header one byte at a time. */
export function slowHeaders(base: string, path: string, giveUpMs: number) {
  const { host } = new URL(base);
  return slowClient({
    base,
    head: `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n`,
    trickle: `X-Slow: ${"a".repeat(500)}\r\n\r\n`,
    giveUpMs,
  });
}
