// Databases: both (LISTEN on a connection of its own on PostgreSQL, PGlite's listen in process)
// The database's live changes (migration 0015) as the listener hears them: after the commit and
// only then, one per written row, deletions marked, every live table named as the schema names it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import type { LiveChange } from "./change";
import { startLiveListener, type LiveListener } from "./listener";

const quiet = { info: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let api: TestApi;
let listener: LiveListener;
const heard: LiveChange[] = [];

beforeAll(async () => {
  api = await startTestApi();
  listener = await startLiveListener(api.database.notifications, quiet);
  listener.onChange((change) => heard.push(change));
});
afterAll(async () => {
  await listener?.close();
  await api?.close();
});

/** Resolves with the first change heard from `from` on that matches, or fails after 5 s. */
async function heardOne(match: (c: LiveChange) => boolean, from = 0): Promise<LiveChange> {
  for (const started = Date.now(); Date.now() - started < 5_000; await sleep(10)) {
    const found = heard.slice(from).find(match);
    if (found) return found;
  }
  throw new Error(`not heard; heard: ${JSON.stringify(heard.slice(from))}`);
}

/** The rows a statement answers (Drizzle types `execute` per driver; both have `rows`). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rowOf(table: string): Promise<{ id: number; version: number }> {
  const [row] = await rows<{ id: number; version: number }>(
    sql.raw(`select id, version from ${table} where deleted_at is null order by id limit 1`),
  );
  if (!row) throw new Error(`no live row in ${table}`);
  return row;
}

/** A committed write of another table's row, to know everything before it has been delivered. */
async function marker(): Promise<LiveChange> {
  const { id } = await rowOf("projects");
  const from = heard.length;
  await api.db.execute(sql`update projects set version = version + 1 where id = ${id}`);
  return heardOne((c) => c.entity === "Project" && c.id === id, from);
}

describe("the live listener", () => {
  it("hears an update of a construction once, with the new version, after the commit", async () => {
    const { id, version } = await rowOf("constructions");
    const from = heard.length;
    const ofIt = () => heard.slice(from).filter((c) => c.entity === "Construction" && c.id === id);
    await api.db.transaction(async (tx) => {
      await tx.execute(
        sql`update constructions set version = version + 1, updated_by = 1, result_notes = 'live' where id = ${id}`,
      );
      await sleep(150);
      expect(ofIt()).toEqual([]); // not before the commit
    });
    expect(await heardOne((c) => c.entity === "Construction" && c.id === id, from)).toEqual({
      entity: "Construction",
      id,
      version: version + 1,
      deleted: false,
      updatedBy: 1,
    });
    await marker();
    expect(ofIt()).toHaveLength(1);
  });

  it("hears nothing of a transaction that rolled back", async () => {
    const { id } = await rowOf("negotiations");
    const from = heard.length;
    await expect(
      api.db.transaction(async (tx) => {
        await tx.execute(sql`update negotiations set version = version + 1 where id = ${id}`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await marker();
    expect(heard.slice(from).filter((c) => c.entity === "Negotiation")).toEqual([]);
  });

  it("marks a soft delete and a hard delete as deleted, without version or user", async () => {
    const { id } = await rowOf("matters");
    let from = heard.length;
    await api.db.execute(
      sql`update matters set deleted_at = now(), version = version + 1, updated_by = 1 where id = ${id}`,
    );
    expect(await heardOne((c) => c.entity === "Matter" && c.id === id, from)).toEqual({
      entity: "Matter",
      id,
      version: null,
      deleted: true,
      updatedBy: null,
    });

    from = heard.length;
    const [inserted] = await rows<{ id: number }>(
      sql`insert into construction_free_schedules (team_id, date, slot, capacity, created_by, updated_by)
          values (1, '2099-01-05', '午前', 2, 1, 1) returning id`,
    );
    const slotId = inserted!.id;
    expect(
      await heardOne((c) => c.entity === "ConstructionFreeSchedule" && c.id === slotId, from),
    ).toEqual({
      entity: "ConstructionFreeSchedule",
      id: slotId,
      version: 1,
      deleted: false,
      updatedBy: 1,
    });
    from = heard.length;
    await api.db.execute(sql`delete from construction_free_schedules where id = ${slotId}`);
    expect(
      await heardOne((c) => c.entity === "ConstructionFreeSchedule" && c.id === slotId, from),
    ).toEqual({
      entity: "ConstructionFreeSchedule",
      id: slotId,
      version: null,
      deleted: true,
      updatedBy: null,
    });
  });

  it("sends one change per row of a statement that writes many", async () => {
    const ids = (
      await rows<{ id: number }>(
        sql`select id from targets where deleted_at is null order by id limit 5`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(5);
    const from = heard.length;
    await api.db.execute(
      sql`update targets set version = version + 1 where id in ${sql.raw(`(${ids.join(",")})`)}`,
    );
    await marker();
    const targets = heard.slice(from).filter((c) => c.entity === "Target");
    expect(targets.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it("names every live table's rows as the GraphQL schema does", async () => {
    const tables = {
      constructions: "Construction",
      construction_free_schedules: "ConstructionFreeSchedule",
      negotiations: "Negotiation",
      matters: "Matter",
      targets: "Target",
      projects: "Project",
      line_codes: "LineCode",
      measurements: "Measurement",
      external_sources: "ExternalSource",
    };
    for (const [table, entity] of Object.entries(tables)) {
      const [{ id } = { id: null }] = await rows<{ id: number | null }>(
        sql.raw(`select min(id) as id from ${table}`),
      );
      // The demo seed has rows in the six tables of the live screens; the rest may be empty.
      if (id === null && !["line_codes", "measurements", "external_sources"].includes(table))
        throw new Error(`the seed has no ${table}`);
      if (id === null) continue;
      const from = heard.length;
      await api.db.execute(sql.raw(`update ${table} set version = version where id = ${id}`));
      expect((await heardOne((c) => c.id === id, from)).entity).toBe(entity);
    }
  });
});
