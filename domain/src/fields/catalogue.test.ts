import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listLabel, type FieldTable } from "./define";

import { catalogues } from "./labels";

// The catalogue files on disk: each must be in labels.ts's list, which everything else reads.
const folder = fileURLToPath(new URL(".", import.meta.url));
const NOT_CATALOGUES = ["define.ts", "labels.ts"];
const files = readdirSync(folder).filter(
  (f) => f.endsWith(".ts") && !f.includes(".test.") && !NOT_CATALOGUES.includes(f),
);

function tables(): [string, FieldTable][] {
  return Object.entries(catalogues).flatMap(([file, module]) =>
    Object.entries(module).map(([name, table]): [string, FieldTable] => [`${file}:${name}`, table]),
  );
}

describe("the field catalogue", () => {
  it("has a catalogue file per audited area, each read here", () => {
    expect(
      Object.keys(catalogues)
        .map((area) => `${area}.ts`)
        .sort(),
    ).toEqual([...files].sort());
    expect(files.sort()).toEqual([
      "attachments.ts",
      "constructions.ts",
      "documents.ts",
      "external-sources.ts",
      "linecodes.ts",
      "negotiations.ts",
      "projects.ts",
      "targets.ts",
      "users.ts",
    ]);
  });

  it("labels every field in Japanese, once per entity, with a whole positive limit for text", () => {
    const all = tables();
    expect(all.length).toBe(20);
    for (const [name, table] of all) {
      const labels = Object.values(table).map((f) => f.label);
      expect(new Set(labels).size, `${name}: a label used twice`).toBe(labels.length);
      for (const [field, spec] of Object.entries(table)) {
        expect(spec.label, `${name}.${field}`).toMatch(
          /[\u3040-\u30ff\u4e00-\u9fff]|^URL$|^SHA-256$|^MIMEタイプ$/,
        );
        if (spec.short !== undefined) {
          // A list's header word: Japanese, and shorter than the label it stands for.
          expect(spec.short, `${name}.${field}.short`).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff]+$/);
          expect(spec.short.length, `${name}.${field}.short`).toBeLessThan(spec.label.length);
          expect(listLabel(spec)).toBe(spec.short);
        } else {
          expect(listLabel(spec)).toBe(spec.label);
        }
        if (spec.max !== undefined) {
          expect(Number.isInteger(spec.max) && spec.max > 0, `${name}.${field}.max`).toBe(true);
        }
      }
    }
  });
});
