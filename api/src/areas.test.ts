import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiAreas } from "./areas";

// Every folder of src/ is an area (with an area.ts listed in areas.ts) or named here with why it
// is not: a new folder fails this test until someone decides which it is.
const NOT_AREAS: Record<string, string> = {
  auth: "token checks of every request and GET /login: registered by app.ts before the areas",
  db: "the database client, tables and migrations",
  files: "the file stores (local folder, S3) that areas write to",
  import: "the targets' CSV import, registered by targets/routes.ts",
  platform: "what every area is built on (errors, validation, idempotency, health routes)",
  seed: "demo and test data",
  test: "the test harness",
};

const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const areaFolders = folders.filter((folder) => !(folder in NOT_AREAS));

/** What `src/<folder>/area.ts` exports: the one area object. */
async function areaOf(folder: string): Promise<unknown[]> {
  const exported: Record<string, unknown> = await import(`./${folder}/area.ts`);
  return Object.values(exported);
}

describe("the API's areas (areas.ts)", () => {
  it("names only folders that exist as not being areas", () => {
    expect(Object.keys(NOT_AREAS).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it.each(areaFolders)("lists %s's area exactly once, under its folder's name", async (folder) => {
    const exported = await areaOf(folder).catch((error: unknown) => {
      throw new Error(
        `src/${folder}/ is neither an area (no area.ts: ${String(error)}) nor in NOT_AREAS`,
      );
    });
    expect(exported).toHaveLength(1);
    const listed = apiAreas.filter((area) => area === exported[0]);
    expect(listed, `src/${folder}/area.ts in apiAreas`).toHaveLength(1);
    expect(listed[0]?.name).toBe(folder);
  });

  it("lists no area twice and none from outside an area folder", async () => {
    const names = apiAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    const fromFolders = (await Promise.all(areaFolders.map(areaOf))).flat();
    expect(apiAreas.filter((area) => !fromFolders.includes(area))).toEqual([]);
  });
});
