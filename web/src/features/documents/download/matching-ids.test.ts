import { describe, expect, it } from "vitest";
import { attachmentMatchingIds, matchingIdsOf } from "./matching-ids";

const answer = (ids: string[], totalCount: number) => ({
  attachments: { items: ids.map((id) => ({ id })), pageInfo: { totalCount } },
});

describe("select all matching files", () => {
  it("asks for as many as one ZIP holds, in the list's order", () => {
    expect(attachmentMatchingIds.extra).toEqual({ pageSize: 100 });
  });

  it("selects them all when they fit, and says it is cut when more matched", () => {
    expect(matchingIdsOf(answer(["3", "1"], 2))).toEqual({ ids: ["3", "1"], truncated: false });
    const many = Array.from({ length: 100 }, (_, i) => String(i + 1));
    expect(matchingIdsOf(answer(many, 250))).toEqual({ ids: many, truncated: true });
  });
});
