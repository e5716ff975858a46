import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { areas } from "./areas";

/** Folders of features/ that are no area of the shell, and why. */
const NOT_AREAS: Readonly<Record<string, string>> = {
  auth: "the sign-in and the session: the app shows them before the shell; no route, no menu entry",
};

/** Every area.ts of features/, by folder: what each one exports. */
const declared = import.meta.glob<Readonly<Record<string, unknown>>>("./*/area.ts", {
  eager: true,
});

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** What `features/<folder>/area.ts` exports, or undefined when it has none. */
function exportsOf(folder: string): unknown[] | undefined {
  const module = declared[`./${folder}/area.ts`];
  return module && Object.values(module);
}

describe("the areas' list (features/areas.ts)", () => {
  it("finds the feature folders", () => {
    expect(folders.length).toBeGreaterThan(Object.keys(NOT_AREAS).length);
  });

  it.each(folders.filter((folder) => !(folder in NOT_AREAS)))("lists %s exactly once", (folder) => {
    const exported = exportsOf(folder);
    expect(exported, `features/${folder}/area.ts is missing`).toBeDefined();
    // One area per folder: the shell's list names areas, not their parts.
    expect(exported, `features/${folder}/area.ts exports one area`).toHaveLength(1);
    const times = areas.filter((area) => area === exported?.[0]).length;
    expect(times, `features/${folder}'s area is in features/areas.ts ${times} times`).toBe(1);
  });

  it("lists nothing but the folders' areas", () => {
    const fromFolders = folders.flatMap((folder) => exportsOf(folder) ?? []);
    for (const area of areas) expect(fromFolders).toContain(area);
  });

  it("gives each menu entry its own key (a route's highlight names one entry)", () => {
    const keys = areas.flatMap((area) => area.menu.map((entry) => entry.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names only existing folders as no area", () => {
    for (const folder of Object.keys(NOT_AREAS)) {
      expect(folders).toContain(folder);
      expect(exportsOf(folder), `features/${folder} is no area but has an area.ts`).toBeUndefined();
    }
  });
});
