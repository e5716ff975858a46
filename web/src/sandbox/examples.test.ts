import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { EXAMPLE_TABS } from "./examples";

// Every saved example runs against the gateway's schema as it is (the schema/ folder).
const folder = join(__dirname, "../../../schema");
const schema = buildSchema(
  readdirSync(folder)
    .filter((f) => f.endsWith(".graphql"))
    .sort()
    .map((f) => readFileSync(join(folder, f), "utf8"))
    .join("\n"),
);

describe("the sandbox's example operations", () => {
  it.each(EXAMPLE_TABS.map((tab) => [/query (\w+)/.exec(tab.query ?? "")?.[1], tab]))(
    "%s is valid against the schema",
    (_name, tab) => {
      expect(validate(schema, parse(tab.query ?? "")).map((e) => e.message)).toEqual([]);
    },
  );
});
