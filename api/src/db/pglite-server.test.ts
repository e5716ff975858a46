// Databases: pglite (PGlite in its worker thread, whatever DATABASE_URL says)
// PGlite in its worker thread (the default of `pnpm start`): the same database through `pg`, data
// kept across restarts, concurrent transactions kept apart, and — the point of it — the API's own
// event loop free while a query runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./client";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cfx-pglite-server-"));
  dirs.push(dir);
  return dir;
};

/** Longest gap between timer ticks of this thread while `work` runs. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await work();
  clearInterval(timer);
  // A loop blocked to the end never ran a tick: the gap up to now counts too.
  return Math.max(longest, performance.now() - last);
}

async function rows<T>(executor: Pick<Database["db"], "execute">, query: ReturnType<typeof sql>) {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

const heavy = (database: Database) =>
  database.db.execute(sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 0`);

describe("PGlite served by a worker thread", () => {
  it("migrates, keeps its data across a restart and answers as driver pglite", async () => {
    const dir = dataDir();
    const first = await createDatabase({ DATA_DIR: dir, pgliteServer: true });
    expect(first.driver).toBe("pglite");
    await first.migrate();
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('髙橋')`);
    await first.close();

    const second = await createDatabase({ DATA_DIR: dir, pgliteServer: true });
    expect(await rows(second.db, sql`select v from kept`)).toEqual([{ v: "髙橋" }]);
    expect(await second.ping()).toBe(true);
    await second.close();
  }, 120_000);

  it("keeps concurrent transactions apart", async () => {
    const database = await createDatabase({ DATA_DIR: dataDir(), pgliteServer: true });
    await database.db.execute(sql`create table counter (n int)`);
    await database.db.execute(sql`insert into counter values (0)`);
    // Read-then-write in 20 transactions at once: any interleaving would lose increments.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await rows<{ n: number }>(tx, sql`select n from counter`);
          await tx.execute(sql`update counter set n = ${Number(row!.n) + 1}`);
        }),
      ),
    );
    const [row] = await rows<{ n: number }>(database.db, sql`select n from counter`);
    expect(Number(row!.n)).toBe(20);
    // A failed transaction leaves nothing behind and the connection usable.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = 999`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const [after] = await rows<{ n: number }>(database.db, sql`select n from counter`);
    expect(Number(after!.n)).toBe(20);
    await database.close();
  }, 120_000);

  it("leaves this thread's event loop free while a query runs (in-process PGlite blocks it)", async () => {
    const served = await createDatabase({ DATA_DIR: dataDir(), pgliteServer: true });
    const inProcess = await createDatabase({});
    await heavy(served); // warm both
    await heavy(inProcess);
    const servedStall = await longestStall(() => heavy(served));
    const inProcessStall = await longestStall(() => heavy(inProcess));
    console.log(
      `event-loop stall during a ~1 s query: worker ${servedStall.toFixed(0)} ms, in-process ${inProcessStall.toFixed(0)} ms`,
    );
    expect(inProcessStall).toBeGreaterThan(200);
    expect(servedStall).toBeLessThan(inProcessStall / 3);
    await served.close();
    await inProcess.close();
  }, 120_000);
});
