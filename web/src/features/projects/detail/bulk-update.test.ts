import { CombinedError } from "urql";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { bulkProblem, collectSelected, generateSummary, type SelectedMatter } from "./bulk-update";

const matter = (id: number, extra: Partial<SelectedMatter> = {}): SelectedMatter => ({
  id: String(id),
  code: `MT-${String(id).padStart(8, "0")}`,
  version: id * 10,
  status: 2,
  can: { createConstruction: false },
  ...extra,
});

const errorOf = (code: string, fieldErrors: unknown[]) =>
  new CombinedError({
    graphQLErrors: [new GraphQLError("refused", { extensions: { code, fieldErrors } })],
  });

describe("collectSelected", () => {
  it("reads pages until every selected id is found", async () => {
    const pages: Record<number, SelectedMatter[]> = {
      1: Array.from({ length: 200 }, (_, i) => matter(i + 1)),
      2: Array.from({ length: 200 }, (_, i) => matter(i + 201)),
      3: [matter(401)],
    };
    const asked: number[] = [];
    const answer = await collectSelected(new Set(["5", "250"]), async (page) => {
      asked.push(page);
      return { items: pages[page] ?? [], totalCount: 401 };
    });
    expect(asked).toEqual([1, 2]);
    expect(answer?.found.map((m) => [m.id, m.version])).toEqual([
      ["5", 50],
      ["250", 2500],
    ]);
    expect(answer?.missing).toEqual([]);
  });

  it("names the ids no page holds any more, and stops at the last page", async () => {
    const asked: number[] = [];
    const answer = await collectSelected(new Set(["1", "999"]), async (page) => {
      asked.push(page);
      return { items: page === 1 ? [matter(1)] : [], totalCount: 1 };
    });
    expect(asked).toEqual([1]);
    expect(answer?.missing).toEqual(["999"]);
  });

  it("gives up when a page fails", async () => {
    expect(await collectSelected(new Set(["1"]), async () => undefined)).toBeUndefined();
  });
});

describe("bulkProblem", () => {
  it("lists every refused row of a status change", () => {
    const p = bulkProblem(
      errorOf("BAD_USER_INPUT", [
        { field: "status", messages: ["MT-00000001: 理由A", "MT-00000002: 理由B"] },
      ]),
    );
    expect(p).toMatchObject({
      conflict: false,
      rows: ["MT-00000001: 理由A", "MT-00000002: 理由B"],
    });
    expect(p.message).toContain("2件");
  });

  it("offers 再読み込み on a stale version, naming the rows", () => {
    const p = bulkProblem(
      errorOf("CONFLICT", [
        { field: "items", messages: ["MT-00000012: 他のユーザーが更新しました"] },
      ]),
    );
    expect(p.conflict).toBe(true);
    expect(p.rows).toEqual(["MT-00000012: 他のユーザーが更新しました"]);
  });
});

describe("generateSummary", () => {
  it("says how many were made and which were left out", () => {
    expect(generateSummary(3, []).message).toBe("3件の工事を作成しました。");
    const s = generateSummary(1, ["MT-00000002"]);
    expect(s.message).toContain("1件は対象外");
    expect(s.skipped).toEqual(["MT-00000002"]);
  });
});
