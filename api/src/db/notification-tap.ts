// LISTEN/NOTIFY for the PGlite socket server (issue #40). PGlite is one database session: a
// notification it emits goes out in the answer of the statement that committed, i.e. to the
// connection that wrote, never to another socket connection that said LISTEN, and its own
// `db.listen` callbacks only hear statements run through `query`/`exec` (the socket server
// passes raw protocol bytes and parses nothing). Measured on @electric-sql/pglite 0.5.16 with
// pglite-socket 0.2.17: a `pg.Client` doing LISTEN over the socket and a `db.listen` in the worker
// both heard nothing of a `pg_notify` sent on another connection; only the writer got it. So the
// worker reads the NotificationResponse messages out of the bytes it serves.
import type { PGlite } from "@electric-sql/pglite";

export interface Notification {
  channel: string;
  payload: string;
}

const NOTIFICATION_RESPONSE = 0x41; // 'A'
const HEADER = 5; // type byte + int32 length

/**
 * Frames one answer's backend messages (type byte, int32 length counting itself, body) across
 * however the bytes arrive, and reports each NotificationResponse (int32 pid, channel\0,
 * payload\0).
 */
export class NotificationScanner {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly found: (notification: Notification) => void) {}

  push(chunk: Uint8Array): void {
    let bytes = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    while (bytes.length >= HEADER) {
      const size = 1 + bytes.readInt32BE(1);
      if (bytes.length < size) break;
      if (bytes[0] === NOTIFICATION_RESPONSE) this.read(bytes.subarray(HEADER, size));
      bytes = bytes.subarray(size);
    }
    // Copied: the rest of a message split across chunks must not pin the whole chunk.
    this.pending = Buffer.from(bytes);
  }

  private read(body: Buffer): void {
    const channelEnd = body.indexOf(0, 4);
    const payloadEnd = body.indexOf(0, channelEnd + 1);
    if (channelEnd < 0 || payloadEnd < 0) return;
    this.found({
      channel: body.toString("utf8", 4, channelEnd),
      payload: body.toString("utf8", channelEnd + 1, payloadEnd),
    });
  }
}

/**
 * Makes `db` report the notifications in the answers it streams to socket clients, one call per
 * answer that had any (a bulk write's thousands in one message to the main thread, not one each).
 */
export function tapNotifications(
  db: PGlite,
  onNotifications: (notifications: Notification[]) => void,
): void {
  const stream = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = async (message, options) => {
    const found: Notification[] = [];
    const scanner = new NotificationScanner((n) => found.push(n));
    try {
      await stream(message, {
        ...options,
        onRawData: (data) => {
          scanner.push(data);
          options?.onRawData?.(data);
        },
      });
    } finally {
      if (found.length) onNotifications(found);
    }
  };
}
