// 氏名カナ (stored as full-width katakana, the name sort), the account status column and
// 「パスワードを再設定」 (POST /basis/users/:id/reset-password).
import {
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { demoUsers } from "@cfx/identity/demo-users";
import { cognitoClient, signIn } from "@cfx/identity/emulator";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../history/tables";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";
import { reconcileStatuses } from "./account-status";
import { createIdentityAdmin } from "./identity-admin";
import { getUser, listUsers } from "./service";

let api: TestApi;
const admin = "admin@example.jp";
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function create(overrides: Record<string, unknown> = {}) {
  const body = {
    name: "試験 花子",
    email: uniqueEmail("account"),
    roleTypeId: 3,
    temporaryPassword: "Start1234",
    ...overrides,
  };
  const res = await api.json("/basis/users", { as: admin, json: body });
  expect(res.status).toBe(201);
  return res.body as { id: number; email: string; nameKana: string | null; status: string };
}

async function asPool<T>(
  run: (client: ReturnType<typeof cognitoClient>, pool: string) => Promise<T>,
) {
  const client = cognitoClient(api.identity.endpoint);
  try {
    return await run(client, api.identity.userPoolId);
  } finally {
    client.destroy();
  }
}

describe("氏名カナ", () => {
  it("is stored as full-width katakana (hiragana, half-width kana converted), cleared by null or empty", async () => {
    const user = await create({ nameKana: "やまだ ﾊﾅｺ" });
    expect(user.nameKana).toBe("ヤマダ\u3000ハナコ");
    const patched = await api.json(`/basis/users/${user.id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 1, nameKana: "ﾔﾏﾀﾞ  ﾀﾛｳ" },
    });
    expect(patched.body.nameKana).toBe("ヤマダ\u3000タロウ");
    const cleared = await api.json(`/basis/users/${user.id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 2, nameKana: "" },
    });
    expect(cleared.body.nameKana).toBeNull();
    expect((await create()).nameKana).toBeNull();
  });

  it("refuses text that is not kana on its field", async () => {
    const res = await api.json("/basis/users", {
      as: admin,
      json: {
        name: "山田 太郎",
        nameKana: "Yamada",
        email: uniqueEmail("kana"),
        roleTypeId: 3,
        temporaryPassword: "Start1234",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ nameKana: ["フリガナは全角カタカナで入力してください"] });
  });

  it("sort=name orders by kana, not by the kanji's code points (ア行 before カ行)", async () => {
    // 九 (U+4E5D) comes before 鬼 (U+9B3C) by code point; オ comes before ク by reading.
    const ku = await create({ name: "九条 健", nameKana: "ｸｼﾞｮｳ ｹﾝ" });
    const oni = await create({ name: "鬼塚 健", nameKana: "おにづか けん" });
    const order = async (direction: string) =>
      (
        await api.json("/basis/users", {
          as: admin,
          query: { ids: `${ku.id},${oni.id}`, sort: "name", order: direction },
        })
      ).body.map((u: { name: string }) => u.name);
    expect(await order("asc")).toEqual(["鬼塚 健", "九条 健"]);
    expect(await order("desc")).toEqual(["九条 健", "鬼塚 健"]);
  });

  it("the demo users are seeded with their kana and sort in 五十音 order", async () => {
    const res = await api.json("/basis/users", {
      as: admin,
      query: { sort: "name", pageSize: 500 },
    });
    const demoEmails = new Set(demoUsers.map((u) => u.email));
    const demo = (res.body as { email: string; nameKana: string }[]).filter((u) =>
      demoEmails.has(u.email),
    );
    expect(demo.map((u) => u.nameKana)).toEqual([
      "イトウ\u3000マコト",
      "カンリ\u3000タロウ",
      "サトウ\u3000ケンイチ",
      "スズキ\u3000ミサキ",
      "タカハシ\u3000ダイスケ",
      "タナカ\u3000ユミ",
      "ナカムラ\u3000サクラ",
      "ヤマモト\u3000ナオキ",
      "ワタナベ\u3000ショウタ",
    ]);
  });

  it("the name filter also finds the reading (hiragana typed)", async () => {
    const res = await api.json("/basis/users", { as: admin, query: { name: "さとう" } });
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(["manager@example.jp"]);
  });
});

describe("status of the user pool, as stored", () => {
  const statusOf = async (id: number) =>
    (await api.json(`/basis/users/${id}`, { as: admin })).body.status;
  const listed = async () =>
    new Map(
      (await api.json("/basis/users", { as: admin, query: { pageSize: 500 } })).body.map(
        (u: { id: number; status: string }) => [u.id, u.status],
      ),
    );

  it("a new user has a temporary password, a demo user is active, newstaff is temporary", async () => {
    const user = await create();
    expect(user.status).toBe("TEMPORARY_PASSWORD");
    expect(await statusOf(user.id)).toBe("TEMPORARY_PASSWORD");
    expect(await statusOf(1)).toBe("ACTIVE");
    const list = await listed();
    expect(list.get(user.id)).toBe("TEMPORARY_PASSWORD");
    expect(list.get(1)).toBe("ACTIVE");
    expect(list.get(9)).toBe("TEMPORARY_PASSWORD"); // newstaff@example.jp
  });

  it("a password set for good makes it active; an account disabled in the pool is 無効 (after the reconcile)", async () => {
    const chosen = await create();
    const disabled = await create();
    await asPool(async (client, UserPoolId) => {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: chosen.email,
          Password: "Chosen9876",
          Permanent: true,
        }),
      );
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: disabled.email }));
    });
    // Changes made directly in the pool reach the stored status by the reconcile (every minute
    // and at start-up), never by the list asking the pool (account-status.ts).
    await reconcileStatuses(api.db, api.identityAdmin);
    expect(await statusOf(chosen.id)).toBe("ACTIVE");
    expect(await statusOf(disabled.id)).toBe("DISABLED");
    const list = await listed();
    expect(list.get(chosen.id)).toBe("ACTIVE");
    expect(list.get(disabled.id)).toBe("DISABLED");
  });

  it("an unreachable pool leaves the list, the user and the stored statuses as they were", async () => {
    const dead = createIdentityAdmin({
      mode: "local",
      endpoint: "http://127.0.0.1:9",
      userPoolId: api.identity.userPoolId,
    });
    try {
      await expect(reconcileStatuses(api.db, dead)).rejects.toMatchObject({ statusCode: 502 });
      const page = await listUsers(api.db, { pageSize: 5 });
      expect(page.rows).toHaveLength(5);
      expect(page.rows.every((u) => u.status !== null)).toBe(true);
      expect((await getUser(api.db, 1))?.status).toBe("ACTIVE");
    } finally {
      dead.close();
    }
  });
});

describe("POST /basis/users/:id/reset-password", () => {
  it("sets a temporary password (new one asked at sign-in), keeps the version, audits without the password", async () => {
    const user = await create();
    await asPool((client, UserPoolId) =>
      client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: user.email,
          Password: "Chosen9876",
          Permanent: true,
        }),
      ),
    );
    const target = { endpoint: api.identity.endpoint, clientId: api.identity.clientId };
    expect(
      (await signIn({ ...target, email: user.email, password: "Chosen9876" })).idToken,
    ).toEqual(expect.any(String));
    const res = await api.json(`/basis/users/${user.id}/reset-password`, {
      as: admin,
      json: { temporaryPassword: "Reset5678" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, version: 1, status: "TEMPORARY_PASSWORD" });
    await expect(
      signIn({ ...target, email: user.email, password: "Reset5678" }),
    ).rejects.toMatchObject({ challengeName: "NEW_PASSWORD_REQUIRED" });
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "users"),
          eq(auditLog.entityId, user.id),
          eq(auditLog.action, "update"),
        ),
      );
    expect(audits.map((a) => [a.entity, a.changes, a.userId])).toEqual([
      ["users", { passwordReset: { from: null, to: true } }, 1],
    ]);
    expect(JSON.stringify(audits)).not.toContain("Reset5678");
  });

  it("checks the password rule, the body and the user", async () => {
    const user = await create();
    const weak = await api.json(`/basis/users/${user.id}/reset-password`, {
      as: admin,
      json: { temporaryPassword: "weakpass" },
    });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body)).toEqual(["temporaryPassword"]);
    const extra = await api.json(`/basis/users/${user.id}/reset-password`, {
      as: admin,
      json: { temporaryPassword: "Reset5678", permanent: true },
    });
    expect(extra.status).toBe(400);
    const missing = await api.json(`/basis/users/999999/reset-password`, {
      as: admin,
      json: { temporaryPassword: "Reset5678" },
    });
    expect(missing.status).toBe(404);
  });

  it("needs userManage", async () => {
    const user = await create();
    for (const who of ["manager@example.jp", "matter@example.jp"]) {
      const res = await api.json(`/basis/users/${user.id}/reset-password`, {
        as: who,
        json: { temporaryPassword: "Reset5678" },
      });
      expect(res.status).toBe(403);
    }
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "users"), eq(auditLog.entityId, user.id)));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });
});
