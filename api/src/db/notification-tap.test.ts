// Databases: pglite (PGlite in its worker thread, whatever DATABASE_URL says)
// The embedded database's notifications (notification-tap.ts): framed out of the bytes however
// they are split, and heard from the worker after the commit of a write made over the socket.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveListener, type LiveListener } from "../live/listener";
import type { LiveChange } from "../live/change";
import { createDatabase, type Database } from "./client";
import { NotificationScanner, type Notification } from "./notification-tap";

/** A backend message: type byte, int32 length counting itself, body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const notification = (channel: string, payload: string) =>
  message(
    "A",
    Buffer.concat([Buffer.from([0, 0, 0, 7]), Buffer.from(`${channel}\0${payload}\0`, "utf8")]),
  );

describe("NotificationScanner", () => {
  it("finds the notifications among other messages, however the bytes are split", () => {
    const bytes = Buffer.concat([
      message("C", Buffer.from("UPDATE 1\0")),
      notification("cfx_live", '{"entity":"Construction","id":1}'),
      message("Z", Buffer.from("I")),
      notification("cfx_live", '{"entity":"工事","id":2}'),
    ]);
    for (const size of [1, 3, 7, bytes.length]) {
      const found: Notification[] = [];
      const scanner = new NotificationScanner((n) => found.push(n));
      for (let at = 0; at < bytes.length; at += size) scanner.push(bytes.subarray(at, at + size));
      expect(found).toEqual([
        { channel: "cfx_live", payload: '{"entity":"Construction","id":1}' },
        { channel: "cfx_live", payload: '{"entity":"工事","id":2}' },
      ]);
    }
  });
});

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe("PGlite served by its worker", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cfx-pglite-live-"));
  let database: Database;
  let listener: LiveListener;
  const heard: LiveChange[] = [];
  beforeAll(async () => {
    database = await createDatabase({ DATA_DIR: dir, pgliteServer: true });
    await database.migrate();
    listener = await startLiveListener(database.notifications, {
      info: () => undefined,
      warn: () => undefined,
    });
    listener.onChange((change) => heard.push(change));
    await database.db.execute(sql`insert into targets (name) values ('ライブ更新の物件')`);
  });
  afterAll(async () => {
    await listener?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("hears a write over the socket after its commit, and nothing of a rollback", async () => {
    const target = (
      (await database.db.execute(sql`select id, version from targets limit 1`)) as unknown as {
        rows: { id: number; version: number }[];
      }
    ).rows[0]!;
    // The insert of beforeAll, as version 1.
    await until(() => heard.length > 0);
    expect(heard).toEqual([
      {
        entity: "Target",
        id: target.id,
        version: 1,
        deleted: false,
        updatedBy: null,
      },
    ]);
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update targets set version = 99`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update targets set version = version + 1, updated_by = 1`);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]);
    });
    await until(() => heard.length > 0);
    expect(heard).toEqual([
      {
        entity: "Target",
        id: target.id,
        version: target.version + 1,
        deleted: false,
        updatedBy: 1,
      },
    ]);
  });
});
