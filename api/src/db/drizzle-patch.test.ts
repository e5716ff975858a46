// patches/drizzle-orm@0.45.4.patch: drizzle's is() remembers the answer of its prototype walk
// per class and entity type. The answers must stay the walk's, asked once or many times.
import { Column, is, SQL, sql, Table } from "drizzle-orm";
import { PgColumn, PgInteger, PgTable, PgText } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { targets } from "../targets/tables";

describe("drizzle's is() as patched", () => {
  it("is the patched one", () => {
    expect(is.toString()).toContain("isAnswers");
  });

  it("answers as the prototype walk does, the first time and every time after", () => {
    for (let round = 0; round < 3; round++) {
      expect(is(targets.id, Column)).toBe(true);
      expect(is(targets.id, PgColumn)).toBe(true);
      expect(is(targets.id, PgText)).toBe(false);
      expect(is(targets.name, PgText)).toBe(true);
      expect(is(targets.name, PgInteger)).toBe(false);
      expect(is(targets, Table)).toBe(true);
      expect(is(targets, PgTable)).toBe(true);
      expect(is(sql`1`, SQL)).toBe(true);
      expect(is(sql`1`, Table)).toBe(false);
      expect(is({}, Table)).toBe(false);
      expect(is(null, Table)).toBe(false);
      expect(is("targets", Table)).toBe(false);
    }
  });

  it("still refuses a class that is not drizzle's", () => {
    class NotAnEntity {}
    expect(() => is(targets, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
