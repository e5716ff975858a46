import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "../db/client";
import { seedIfEmpty } from "../seed";

// Migrating and seeding (with the business demo data) takes seconds per test file. The global
// setup does it ONCE per run and every test file starts from a copy: a PGlite data-dir tarball,
// or a PostgreSQL `CREATE DATABASE … TEMPLATE …`. Each test file still gets its own database.

export type DatabaseTemplate =
  { kind: "pglite"; file: string } | { kind: "postgres"; adminUrl: string; name: string };

const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database once its last connection is gone. `pool.end()` resolves before the server has
 * closed the sessions, and `WITH (FORCE)` would then kill them mid-goodbye (57P01 errors in the
 * test run), so wait for them first and force only as a last resort.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, async (c) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await c.query(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006") throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await c.query(`drop database if exists "${name}" with (force)`);
  });
}

/** Builds the migrated + demo-seeded template (in `dir` for PGlite, as a database for PostgreSQL). */
export async function buildTemplate(
  dir: string,
  adminUrl = process.env.DATABASE_URL,
): Promise<{ template: DatabaseTemplate; dispose(): Promise<void> }> {
  if (!adminUrl) {
    const database = await createDatabase({});
    try {
      await database.migrate();
      await seedIfEmpty(database.db, { demo: true });
      const file = path.join(dir, "pglite-template.tar");
      await writeFile(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
      return { template: { kind: "pglite", file }, dispose: async () => undefined };
    } finally {
      await database.close();
    }
  }
  const name = uniqueName("cfx_template");
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  const database = await createDatabase({ DATABASE_URL: databaseUrl(adminUrl, name) });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
  } finally {
    await database.close();
  }
  return {
    template: { kind: "postgres", adminUrl, name },
    dispose: () => dropDatabase(adminUrl, name),
  };
}

/** A fresh migrated database with nothing seeded at all (the seed's own tests). */
export async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({});
    await database.migrate();
    return { database, drop: async () => undefined };
  }
  const name = uniqueName("cfx_seed");
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  const database = await createDatabase({ DATABASE_URL: databaseUrl(adminUrl, name) });
  await database.migrate();
  return { database, drop: () => dropDatabase(adminUrl, name) };
}

/**
 * A fresh database for one test file: a copy of the template when given, else created, migrated
 * and seeded here (`demo` false: fixed lists only). `drop` removes a PostgreSQL copy.
 */
export async function freshDatabase(options: {
  template?: DatabaseTemplate;
  demo: boolean;
}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  const template = options.demo ? options.template : undefined;
  if (!adminUrl) {
    if (template?.kind === "pglite") {
      const snapshot = new Blob([await readFile(template.file)]);
      return {
        database: await createDatabase({ pgliteSnapshot: snapshot }),
        drop: async () => undefined,
      };
    }
    const database = await createDatabase({});
    await database.migrate();
    await seedIfEmpty(database.db, { demo: options.demo });
    return { database, drop: async () => undefined };
  }
  const name = uniqueName("cfx_test");
  const from = template?.kind === "postgres" ? ` template "${template.name}"` : "";
  await admin(adminUrl, async (c) => {
    // Two files copying the same template at once can collide ("being accessed by other users").
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database "${name}"${from}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  const database = await createDatabase({ DATABASE_URL: databaseUrl(adminUrl, name) });
  if (!from) {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: options.demo });
  }
  return {
    database,
    drop: () => dropDatabase(adminUrl, name),
  };
}
