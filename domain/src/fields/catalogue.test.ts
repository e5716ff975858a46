import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { FieldTable } from "./define";

// Every catalogue file of this folder, loaded as the gateway, the web and the API load them.
const folder = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(folder).filter(
  (f) => f.endsWith(".ts") && !f.includes(".test.") && f !== "define.ts",
);

async function tables(): Promise<[string, FieldTable][]> {
  const out: [string, FieldTable][] = [];
  for (const file of files) {
    const module = (await import(`./${file}`)) as Record<string, FieldTable>;
    for (const [name, table] of Object.entries(module)) out.push([`${file}:${name}`, table]);
  }
  return out;
}

describe("the field catalogue", () => {
  it("has a catalogue file per audited area", () => {
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

  it("labels every field in Japanese, once per entity, with a whole positive limit for text", async () => {
    const all = await tables();
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
