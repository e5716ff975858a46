// Drop lines through the gateway, over real HTTP, against the real API and real tokens: what may be
// done next (使用中 → 撤去予定 → 撤去済, per the caller's flags) and a refused jump.
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../targets/test-fixtures";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
/** 管理者: lineCodeEdit. */
let admin: string;
/** 案件担当: no lineCodeEdit. */
let matter: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  matter = (await stack.identity.tokens("matter@example.jp")).idToken;
});

type Line = {
  id: string;
  version: number;
  status: string;
  removedAt: string | null;
  allowedStatuses: string[];
  can: { delete: boolean };
};
const LINE = "id version status removedAt allowedStatuses can { delete }";
const UPDATE = `mutation ($id: ID!, $input: UpdateLineCodeInput!) { updateLineCode(id: $id, input: $input) { ${LINE} } }`;

describe("a drop line's workflow", () => {
  it("offers the next status only; a jump is refused in Japanese; 撤去済 is final", async () => {
    const { createLineCode: line } = await ok<{ createLineCode: Line }>(
      stack.gateway.url,
      admin,
      `mutation { createLineCode(input: { lineCode: "WF-0001", poleNumber: "森ケ崎 190" }) { ${LINE} } }`,
    );
    expect(line).toMatchObject({
      status: "使用中",
      allowedStatuses: ["撤去予定"],
      can: { delete: true },
    });
    const read = await ok<{ lineCode: Pick<Line, "allowedStatuses" | "can"> }>(
      stack.gateway.url,
      matter,
      `query ($id: ID!) { lineCode(id: $id) { allowedStatuses can { delete } } }`,
      { id: line.id },
    );
    expect(read.lineCode).toEqual({ allowedStatuses: [], can: { delete: false } });

    const jump = await gql(stack.gateway.url, UPDATE, {
      token: admin,
      variables: {
        id: line.id,
        input: { status: "撤去済", removedAt: "2026-06-01T00:00:00.000Z", version: line.version },
      },
    });
    expect(jump.body.errors?.[0]).toMatchObject({
      message: "使用中の引込線を撤去済には変更できません",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "status" }] },
    });

    const planned = await ok<{ updateLineCode: Line }>(stack.gateway.url, admin, UPDATE, {
      id: line.id,
      input: { status: "撤去予定", version: line.version },
    });
    expect(planned.updateLineCode).toMatchObject({
      status: "撤去予定",
      allowedStatuses: ["撤去済"],
    });
    const removed = await ok<{ updateLineCode: Line }>(stack.gateway.url, admin, UPDATE, {
      id: line.id,
      input: {
        status: "撤去済",
        removedAt: "2026-06-01T00:00:00.000Z",
        version: planned.updateLineCode.version,
      },
    });
    expect(removed.updateLineCode).toMatchObject({
      status: "撤去済",
      removedAt: "2026-06-01T00:00:00.000Z",
      allowedStatuses: [],
    });
    const back = await gql(stack.gateway.url, UPDATE, {
      token: admin,
      variables: {
        id: line.id,
        input: { status: "使用中", version: removed.updateLineCode.version },
      },
    });
    expect(back.body.errors?.[0]).toMatchObject({
      message: "撤去済の引込線を使用中には戻せません",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
