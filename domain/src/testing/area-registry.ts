// The test every package runs over its one list of areas (the API's areas.ts, the gateway's
// modules.ts, the web's features/areas.ts): each folder of the package's area root is an area
// registered exactly once, or named in `notAreas` with why it is not. A new folder fails the test
// until someone decides which it is. Written once here; each package says where its areas are.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

export interface AreaRegistry<A> {
  /** The folder whose sub-folders are the areas (`src/`, `src/features/`). */
  root: string | URL;
  /** The file that registers an area inside its folder, for the messages (`area.ts`). */
  file: string;
  /** Folders that are not areas, each with the reason. */
  notAreas: Readonly<Record<string, string>>;
  /** The package's one list of areas. */
  list: readonly A[];
  /** What `<folder>/<file>` exports; it throws or answers undefined when there is none. */
  load: (folder: string) => Promise<Readonly<Record<string, unknown>> | undefined>;
  /** An area's name where the list keys areas by name: unique, and its folder's unless told. */
  nameOf?: (area: A) => string;
  /** False where a name is its own (the gateway's `lineCodes` in `linecodes/`). */
  namedAsFolder?: boolean;
}

/** The registry's tests under `title`. */
export function describeAreaRegistry<A>(title: string, registry: AreaRegistry<A>): void {
  const { file, notAreas, list, load, nameOf, namedAsFolder = true } = registry;
  const folders = readdirSync(registry.root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const areaFolders = folders.filter((folder) => !(folder in notAreas));

  const exportsOf = async (folder: string): Promise<unknown[]> => {
    const exported = await load(folder).catch((error: unknown) => {
      throw new Error(
        `${folder}/ is neither an area (no ${file}: ${String(error)}) nor named as not one`,
      );
    });
    if (!exported)
      throw new Error(`${folder}/ is neither an area (no ${file}) nor named as not one`);
    return Object.values(exported);
  };

  describe(title, () => {
    it("finds area folders, and names only folders that exist as not being areas", () => {
      expect(areaFolders.length).toBeGreaterThan(0);
      expect(Object.keys(notAreas).filter((folder) => !folders.includes(folder))).toEqual([]);
    });

    it.each(areaFolders)(`lists %s's area exactly once`, async (folder) => {
      const exported = await exportsOf(folder);
      // One area per folder: the list names areas, not their parts.
      expect(exported, `${folder}/${file} exports one area`).toHaveLength(1);
      const listed = list.filter((area) => area === exported[0]);
      expect(listed, `${folder}/${file}'s area in the list`).toHaveLength(1);
      if (nameOf && namedAsFolder) expect(nameOf(listed[0]!)).toBe(folder);
    });

    it("lists no area twice and none from outside an area folder", async () => {
      expect(new Set(list).size).toBe(list.length);
      if (nameOf) {
        const names = list.map(nameOf);
        expect(new Set(names).size).toBe(names.length);
      }
      const fromFolders = (await Promise.all(areaFolders.map(exportsOf))).flat();
      expect(list.filter((area) => !fromFolders.includes(area))).toEqual([]);
    });
  });
}
