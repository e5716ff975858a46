import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { FieldTable } from "./define";

import * as attachments from "./attachments";
import * as constructions from "./constructions";
import * as documents from "./documents";
import * as externalSources from "./external-sources";
import * as linecodes from "./linecodes";
import * as negotiations from "./negotiations";
import * as projects from "./projects";
import * as targets from "./targets";
import * as users from "./users";

// The catalogue files on disk (a new one must be added to the imports below this test's list).
const folder = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(folder).filter(
  (f) => f.endsWith(".ts") && !f.includes(".test.") && f !== "define.ts",
);
const modules: Record<string, Record<string, FieldTable>> = {
  "attachments.ts": attachments,
  "constructions.ts": constructions,
  "documents.ts": documents,
  "external-sources.ts": externalSources,
  "linecodes.ts": linecodes,
  "negotiations.ts": negotiations,
  "projects.ts": projects,
  "targets.ts": targets,
  "users.ts": users,
};

function tables(): [string, FieldTable][] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module).map(([name, table]): [string, FieldTable] => [`${file}:${name}`, table]),
  );
}

describe("the field catalogue", () => {
  it("has a catalogue file per audited area, each read here", () => {
    expect(Object.keys(modules).sort()).toEqual([...files].sort());
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
        if (spec.max !== undefined) {
          expect(Number.isInteger(spec.max) && spec.max > 0, `${name}.${field}.max`).toBe(true);
        }
      }
    }
  });
});
