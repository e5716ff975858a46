import { CombinedError } from "urql";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { bulkDispatchDone, bulkDispatchRefusal, teamsOfCompany } from "./bulk-dispatch";

const refusal = (extensions: Record<string, unknown>, message = "Bad Request") =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe("bulkDispatchRefusal", () => {
  it("lists every refused construction the API named", () => {
    const error = refusal({
      code: "BAD_USER_INPUT",
      fieldErrors: [
        {
          field: "constructionIds",
          messages: [
            "CN-00000003: 日程確定の工事は一括手配できません",
            "CN-00000009: 完了の工事は一括手配できません",
          ],
        },
      ],
    });
    expect(bulkDispatchRefusal(error)).toEqual({
      message: "次の2件は手配できません。何も変更していません。",
      rows: [
        "CN-00000003: 日程確定の工事は一括手配できません",
        "CN-00000009: 完了の工事は一括手配できません",
      ],
    });
  });

  it("falls back to the usual alert text without named rows", () => {
    const answer = bulkDispatchRefusal(refusal({ code: "FORBIDDEN" }, "Forbidden"));
    expect(answer.rows).toEqual([]);
    expect(answer.message).not.toBe("");
  });
});

describe("teamsOfCompany", () => {
  const teams = [
    { id: 1, name: "第1班", associateCompanyId: 10 },
    { id: 2, name: "第2班", associateCompanyId: 20 },
    { id: 3, name: "第3班", associateCompanyId: 10 },
  ];
  it("keeps the company's teams only", () => {
    expect(teamsOfCompany(teams, 10).map((t) => t.id)).toEqual([1, 3]);
    expect(teamsOfCompany(teams, undefined)).toEqual([]);
  });
});

describe("bulkDispatchDone", () => {
  it("says how many went to which team", () => {
    expect(bulkDispatchDone(2, "第1班")).toMatch(/^2件の工事を第1班に手配しました（指示済）/);
  });
});
