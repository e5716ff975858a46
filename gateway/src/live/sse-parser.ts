// The text/event-stream format (WHATWG HTML, "Server-sent events"), read incrementally: the
// upstream relay's stream arrives in chunks that split lines and even UTF-8 characters anywhere.

/** One dispatched event: its `event:` name ("message" when none) and its `data:` lines joined. */
export type SseMessage = { event: string; data: string; id?: string };

/** Feeds chunks in, hands out every complete event; comments (`: ping`) are dropped. */
export class SseParser {
  private readonly decoder = new TextDecoder("utf-8");
  private buffer = "";
  private event = "";
  private data: string[] = [];
  private id: string | undefined;

  constructor(private readonly onMessage: (message: SseMessage) => void) {}

  push(chunk: Uint8Array | string): void {
    this.buffer += typeof chunk === "string" ? chunk : this.decoder.decode(chunk, { stream: true });
    for (;;) {
      const end = /\r\n|\r|\n/.exec(this.buffer);
      if (!end) return;
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (end[0] === "\r" && end.index === this.buffer.length - 1) return;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end[0].length);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === "") {
      if (this.data.length > 0)
        this.onMessage({
          event: this.event || "message",
          data: this.data.join("\n"),
          ...(this.id === undefined ? {} : { id: this.id }),
        });
      this.event = "";
      this.data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    else if (field === "id" && !value.includes("\0")) this.id = value;
  }
}
