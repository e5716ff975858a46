import { describeAreaRegistry } from "@cfx/domain/testing/area-registry";
import { describe, expect, it } from "vitest";
import { areas } from "./areas";

/** Every area.ts of features/, by folder: what each one exports. */
const declared = import.meta.glob<Readonly<Record<string, unknown>>>("./*/area.ts", {
  eager: true,
});

// Every folder of features/ is an area with an area.ts listed in areas.ts (the sign-in and the
// session are the app's: app/auth/).
describeAreaRegistry("the areas' list (features/areas.ts)", {
  root: import.meta.dirname,
  file: "area.ts",
  notAreas: {},
  list: areas,
  load: (folder) => Promise.resolve(declared[`./${folder}/area.ts`]),
});

describe("the areas' menu", () => {
  it("gives each menu entry its own key (a route's highlight names one entry)", () => {
    const keys = areas.flatMap((area) => area.menu.map((entry) => entry.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
