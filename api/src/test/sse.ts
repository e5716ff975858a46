// A small Server-Sent Events reader for tests: real HTTP, frames as the server wrote them. Each
// stream has a connection of its own (no keep-alive pool): a stream must not land on a pooled
// connection that idled past a test's tiny headers timeout, and closing it closes its socket.
import { request, type IncomingHttpHeaders, type IncomingMessage } from "node:http";

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  /** A comment line's text (`: ping` → "ping"). */
  comment?: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every frame so far, in order. */
  frames: SseFrame[];
  /** The first frame from `from` on that matches, waiting up to `timeoutMs`; rejects otherwise. */
  next(match: (frame: SseFrame) => boolean, timeoutMs?: number, from?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream (or it is closed). */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(":");
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, "");
      if (field === "id" || field === "event" || field === "data") frame[field] = value;
    }
  }
  return frame;
}

/** Opens the stream; resolves with it whatever the status (no frames unless 200). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request(url, { headers, agent: false }, resolve).on("error", reject).end();
  });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let buffer = "";
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      frames.push(parseFrame(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
    for (const wake of waiters) wake();
  });
  const ended = new Promise<void>((resolve) => {
    response.once("end", resolve);
    response.once("close", resolve);
  });
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    frames,
    ended,
    next(match, timeoutMs = 5_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching frame within ${timeoutMs} ms (status ${response.statusCode}): ${JSON.stringify(frames)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => response.destroy(),
  };
}
