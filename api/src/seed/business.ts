// Demo business data (issue 11): a story that happens around the day the database is seeded (D).
// ~200 targets in Ota-ku / Kawasaki / Tsurumi with their units, customers and contract contents
// (land.ts); five projects, each of one client and that client's targets, whose matters each
// follow a scenario (projects.ts, matter-story.ts): opened → negotiated → agreed / failed / handed
// over → documents → construction created → dispatched into a free slot (calendar.ts) → built →
// measured → closed; drop lines removed by their removal work, documents filed, external sources
// run (paperwork.ts). Matters, negotiations and constructions end up in every status and obey the
// workflows of docs/DOMAIN.md (story.test.ts checks every row). Every date is counted in days from D:
// what happened lies before D 00:00 in Tokyo, what is planned on D or later. Deterministic for a
// given D: a seeded PRNG, ids given here, created/updated instants taken from the story. Inserted
// straight into the tables, in one transaction.
import type { Db, Executor } from "../db/client";
import type { FileStore } from "../files/store";
import { targets } from "../targets/tables";
import { bookTeams, openCalendar } from "./calendar";
import { storyClock, todayInTokyo } from "./clock";
import { insertAll, loadCast, openRows, prng, type Ctx } from "./context";
import { tellLand } from "./land";
import { fileDocuments, targetOfMatter, tellDropLines, tellSources } from "./paperwork";
import { tellProjects } from "./projects";

export type BusinessSeedOptions = {
  /** The seeding day D (`YYYY-MM-DD`); default: today in Asia/Tokyo. */
  today?: string;
  /**
   * Where stored files live (FILE_STORE). The issued documents are drawn by the product's
   * generator and stored there, with their attachment rows; without it no documents are filed
   * (a row would point at nothing).
   */
  fileStore?: FileStore;
};

export type BusinessSeedResult = {
  targets: number;
  matters: number;
  negotiations: number;
  constructions: number;
  attachments: number;
};

/** Called once by seed/index.ts on an empty database (after masters and users); one transaction. */
export async function seedBusiness(
  db: Db,
  options: BusinessSeedOptions = {},
): Promise<BusinessSeedResult> {
  return db.transaction(async (tx) => {
    // A second run would insert a second copy of everything and only trip over the first unique
    // key it meets (the free slots): say what went wrong instead.
    if ((await tx.select({ id: targets.id }).from(targets).limit(1)).length > 0) {
      throw new Error(
        "seedBusiness: the database already holds business data (seedIfEmpty seeds it once, on an empty database)",
      );
    }
    return tellStory(tx, options);
  });
}

async function tellStory(db: Executor, options: BusinessSeedOptions): Promise<BusinessSeedResult> {
  const c = storyClock(options.today ?? todayInTokyo());
  const ctx: Ctx = { c, rnd: prng(20260401), rows: await openRows(db), cast: await loadCast(db) };
  // The ledger CSV registered the targets of one town a month ago.
  const ledgerRun = { startedAt: c.at(-30, 10, 0), finishedAt: c.at(-30, 10, 2) };
  const land = tellLand(ctx, ledgerRun.startedAt);
  const calendar = openCalendar(ctx);
  const chronicle = tellProjects(ctx, land, calendar);
  bookTeams(ctx, targetOfMatter(ctx.rows.matters.rows, land));
  tellDropLines(ctx, land, chronicle);
  tellSources(ctx, land, ledgerRun);
  await insertAll(db, ctx.rows);
  // The documents print what the product reads of the rows just inserted.
  if (options.fileStore) await fileDocuments(db, ctx, chronicle, options.fileStore);
  const { rows } = ctx;
  return {
    targets: rows.targets.rows.length,
    matters: rows.matters.rows.length,
    negotiations: rows.negotiations.rows.length,
    constructions: rows.constructions.rows.length,
    attachments: rows.attachments.rows.length,
  };
}
