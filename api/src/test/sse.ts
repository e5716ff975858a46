// A small Server-Sent Events reader for tests: real HTTP, frames as the server wrote them.

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  /** A comment line's text (`: ping` → "ping"). */
  comment?: string;
}

export interface SseStream {
  response: Response;
  /** Every frame so far, in order. */
  frames: SseFrame[];
  /** The first frame from `from` on that matches, waiting up to `timeoutMs`; rejects otherwise. */
  next(match: (frame: SseFrame) => boolean, timeoutMs?: number, from?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
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

/** Opens the stream; the response is returned whatever its status (no frames unless 200). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            frames.push(parseFrame(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close(): ended as far as the test is concerned.
      }
    })();
  }
  return {
    response,
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
          reject(new Error(`no matching frame within ${timeoutMs} ms: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
