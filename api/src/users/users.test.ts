import { AdminSetUserPasswordCommand } from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient, signIn } from "@cfx/identity/emulator";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../history/tables";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";
import { createIdentityAdmin } from "./identity-admin";
import { createUser as createUserService, deleteUser, patchUser } from "./service";
import { users } from "./tables";

const signInTarget = () => ({ endpoint: api.identity.endpoint, clientId: api.identity.clientId });

let api: TestApi;
const admin = "admin@example.jp";
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const countRows = async (table: typeof users | typeof auditLog) =>
  Number(
    (
      (await api.db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

async function createUser(overrides: Record<string, unknown> = {}) {
  const body = {
    name: "試験 花子",
    email: uniqueEmail("create"),
    roleTypeId: 3,
    temporaryPassword: "Start1234",
    ...overrides,
  };
  const res = await api.json("/basis/users", { as: admin, json: body });
  return { res, body };
}

describe("userManage is enforced on every users route", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/basis/users"],
    ["GET", "/basis/users/1"],
    [
      "POST",
      "/basis/users",
      { name: "x", email: "x@example.jp", roleTypeId: 3, temporaryPassword: "Start1234" },
    ],
    ["PATCH", "/basis/users/2", { version: 1, name: "x" }],
    ["DELETE", "/basis/users/2?version=1"],
  ];
  for (const who of [
    "manager@example.jp",
    "matter@example.jp",
    "construction@example.jp",
    "linecode@example.jp",
  ]) {
    it(`403 for ${who} (no userManage) and nothing changes`, async () => {
      const before = await countRows(auditLog);
      for (const [method, path, json] of routes) {
        const res = await api.json(path, { as: who, method, json });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
        expect(res.body).toEqual({ permission: ["この操作を行う権限がありません"] });
      }
      // Invalid body too: the permission check comes before validation.
      expect((await api.json("/basis/users", { as: who, json: {} })).status).toBe(403);
      expect(await countRows(auditLog)).toBe(before);
    });
  }
});

describe("GET /basis/users", () => {
  it("lists live users with X-Total-Count, paging and sort", async () => {
    const all = await api.json("/basis/users", { as: admin, query: { pageSize: 500 } });
    expect(all.status).toBe(200);
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBe(all.body.length);
    expect(total).toBeGreaterThanOrEqual(9);
    expect(all.body.map((u: { id: number }) => u.id)).toEqual(
      [...all.body.map((u: { id: number }) => u.id)].sort((a, b) => a - b),
    );

    const page2 = await api.json("/basis/users", { as: admin, query: { page: 2, pageSize: 3 } });
    expect(page2.headers.get("x-total-count")).toBe(String(total));
    expect(page2.body.map((u: { id: number }) => u.id)).toEqual(
      all.body.slice(3, 6).map((u: { id: number }) => u.id),
    );

    // count=false: the same rows, no count; a first page shorter than pageSize is the total.
    const uncounted = await api.json("/basis/users", {
      as: admin,
      query: { page: 2, pageSize: 3, count: "false" },
    });
    expect(uncounted.headers.get("x-total-count")).toBeNull();
    expect(uncounted.body).toEqual(page2.body);
    const short = await api.json("/basis/users", { as: admin, query: { pageSize: total + 1 } });
    expect(short.headers.get("x-total-count")).toBe(String(total));
    const exact = await api.json("/basis/users", { as: admin, query: { pageSize: total } });
    expect(exact.headers.get("x-total-count")).toBe(String(total));

    const byEmailDesc = await api.json("/basis/users", {
      as: admin,
      query: { sort: "email", order: "desc", pageSize: 500 },
    });
    const emails = byEmailDesc.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());

    const byRole = await api.json("/basis/users", {
      as: admin,
      query: { sort: "roleType", pageSize: 500 },
    });
    const roles = byRole.body.map((u: { roleTypeId: number }) => u.roleTypeId);
    expect(roles).toEqual([...roles].sort((a, b) => a - b));
  });

  it("filters by name/email (partial), role type, company, team, client; empty values are ignored", async () => {
    const q = async (query: Record<string, string | number>) => {
      const res = await api.json("/basis/users", { as: admin, query: { ...query, pageSize: 500 } });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-total-count")).toBe(String(res.body.length));
      return res.body.map((u: { email: string }) => u.email).sort();
    };
    expect(await q({ name: "佐藤" })).toEqual(["manager@example.jp"]);
    expect(await q({ email: "CONSTRUCTION" })).toEqual([
      "construction-manager@example.jp",
      "construction@example.jp",
    ]);
    expect(await q({ roleTypeId: 3, email: "@example.jp" })).toEqual(
      expect.arrayContaining(["matter@example.jp", "newstaff@example.jp"]),
    );
    expect(await q({ email: "%" })).toEqual([]);
    const companies = await api.json("/pair/associate-companies", { as: admin });
    const toto = companies.body.find((c: { name: string }) => c.name === "株式会社東都通信工業");
    expect(await q({ associateCompanyId: toto.id })).toEqual(["construction@example.jp"]);
    const teams = await api.json("/pair/teams", {
      as: admin,
      query: { associateCompanyId: toto.id },
    });
    expect(await q({ teamId: teams.body[0].id })).toEqual(["construction@example.jp"]);
    const clients = await api.json("/pair/clients", { as: admin });
    const jonan = clients.body.find(
      (c: { name: string }) => c.name === "城南ケーブルテレビ株式会社",
    );
    expect(await q({ clientId: jonan.id })).toEqual(["matter@example.jp", "order@example.jp"]);
    // Empty filter values are dropped (docs/spec.md §5), not read as 0 or "".
    const empty = await api.json("/basis/users", {
      as: admin,
      query: { name: "", roleTypeId: "", teamId: "" },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.length).toBeGreaterThanOrEqual(9);
  });

  it("returns exactly the rows of ?ids= and 400s for an unknown sort field", async () => {
    const res = await api.json("/basis/users", { as: admin, query: { ids: "3,1,999" } });
    expect(res.body.map((u: { id: number }) => u.id).sort()).toEqual([1, 3]);
    const bad = await api.json("/basis/users", { as: admin, query: { sort: "password" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["sort"]);
    const badPage = await api.json("/basis/users", { as: admin, query: { pageSize: 501 } });
    expect(badPage.status).toBe(400);
    expect(badPage.body.pageSize).toEqual(["500以下の値を入力してください"]);
  });

  it("GET one, 404 for a missing id", async () => {
    expect((await api.json("/basis/users/2", { as: admin })).body.email).toBe("manager@example.jp");
    const missing = await api.json("/basis/users/99999", { as: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ id: ["該当するデータが見つかりません"] });
  });
});

describe("GET /pair/users", () => {
  const everyRole = [
    "admin@example.jp",
    "manager@example.jp",
    "matter@example.jp",
    "order@example.jp",
    "negotiation@example.jp",
    "construction-manager@example.jp",
    "construction@example.jp",
    "linecode@example.jp",
  ];

  it("gives every role the {id, name} of the live users, nothing more", async () => {
    const full = await api.json("/basis/users", { as: admin, query: { pageSize: 500 } });
    const expected = full.body.map((u: { id: number; name: string }) => ({
      id: u.id,
      name: u.name,
    }));
    for (const who of everyRole) {
      const res = await api.json("/pair/users", { as: who });
      expect({ who, status: res.status }).toEqual({ who, status: 200 });
      expect(res.body).toEqual(expected);
      expect(res.headers.get("x-total-count")).toBe(String(expected.length));
    }
    expect((await api.json("/pair/users")).status).toBe(401);
  });

  it("with flag, offers only the users whose role can do that work (no crews for 交渉担当者)", async () => {
    const names = async (flag: string) =>
      (await api.json("/pair/users", { as: "matter@example.jp", query: { flag } })).body.map(
        (u: { name: string }) => u.name,
      );
    const negotiators = await names("negotiationEdit");
    expect(negotiators).toEqual(expect.arrayContaining(["田中 由美", "鈴木 美咲", "佐藤 健一"]));
    for (const other of ["渡辺 翔太", "山本 直樹", "伊藤 誠", "高橋 大輔"])
      expect(negotiators).not.toContain(other);
    const office = await names("matterRead");
    expect(office).toEqual(expect.arrayContaining(["佐藤 健一", "伊藤 誠", "高橋 大輔"]));
    expect(office).not.toContain("渡辺 翔太");
    expect(office).not.toContain("山本 直樹");
    const bad = await api.json("/pair/users", { as: "matter@example.jp", query: { flag: "x" } });
    expect(bad.status).toBe(400);
  });

  it("leaves deleted users out, also when asked for by id", async () => {
    const { res: created } = await createUser({ name: "削除 予定" });
    const id: number = created.body.id;
    const before = await api.json("/pair/users", { as: "matter@example.jp", query: { ids: id } });
    expect(before.body).toEqual([{ id, name: "削除 予定" }]);
    const deleted = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "DELETE",
      query: { version: 1 },
    });
    expect(deleted.status).toBe(200);
    const all = await api.json("/pair/users", { as: "matter@example.jp" });
    expect(all.body.some((u: { id: number }) => u.id === id)).toBe(false);
    const byId = await api.json("/pair/users", {
      as: "matter@example.jp",
      query: { ids: `1,${id}` },
    });
    expect(byId.body.map((u: { id: number }) => u.id)).toEqual([1]);
  });

  it("returns exactly the users of ?ids= (unknown ids skipped), 400 for a malformed list", async () => {
    const res = await api.json("/pair/users", {
      as: "construction@example.jp",
      query: { ids: "3,1,99999,3" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1, name: expect.any(String) },
      { id: 3, name: expect.any(String) },
    ]);
    expect(res.body[0]).not.toHaveProperty("email");
    const bad = await api.json("/pair/users", { as: admin, query: { ids: "1;2" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["ids"]);
  });
});

describe("POST /basis/users", () => {
  it("creates the row, the audit row and an identity user that must set a new password", async () => {
    const audits = await countRows(auditLog);
    const { res, body } = await createUser({
      email: uniqueEmail("New.User"),
      teamIds: [2, 1],
      clientIds: [1],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: body.name,
      email: body.email.toLowerCase(),
      roleTypeId: 3,
      version: 1,
    });
    expect(res.body.teams.map((t: { id: number }) => t.id)).toEqual([2, 1]);
    expect(res.body.role.targetEdit).toBe(true);
    expect(await countRows(auditLog)).toBe(audits + 1);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "users"), eq(auditLog.entityId, res.body.id)));
    expect(audit).toMatchObject({ action: "create", userId: 1 });
    expect(audit!.changes.email).toEqual({ from: null, to: body.email.toLowerCase() });
    expect(audit!.changes.teamIds).toEqual({ from: null, to: [2, 1] });
    // FORCE_CHANGE_PASSWORD: the first sign-in asks for a new password. (cognito-local does not
    // compare the temporary password in that state; real Cognito does.)
    expect(await api.identityAdmin.status(body.email.toLowerCase())).toBe("enabled");
    await expect(
      signIn({
        endpoint: api.identity.endpoint,
        clientId: api.identity.clientId,
        email: body.email.toLowerCase(),
        password: body.temporaryPassword,
      }),
    ).rejects.toMatchObject({ name: "ChallengeRequired", challengeName: "NEW_PASSWORD_REQUIRED" });
  });

  it("400s with Japanese field messages for invalid input", async () => {
    const res = await api.json("/basis/users", {
      as: admin,
      json: { name: " ", email: "not-mail", temporaryPassword: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ["必須項目です"],
      email: ["メールアドレスの形式が正しくありません"],
      roleTypeId: ["必須項目です"],
    });
    const long = await api.json("/basis/users", {
      as: admin,
      json: {
        // USER_NAME_MAX_LENGTH of @cfx/domain/rules: the web form's bound too.
        name: "あ".repeat(51),
        email: uniqueEmail(),
        roleTypeId: "x",
        temporaryPassword: "Start1234",
      },
    });
    expect(long.body).toEqual({
      name: ["50文字以内で入力してください"],
      roleTypeId: ["整数で入力してください"],
    });
  });

  it("enforces the password policy (≥8 half-width, upper, lower, digit) before touching anything", async () => {
    for (const temporaryPassword of [
      "Short1",
      "alllower123",
      "ALLUPPER123",
      "NoDigitsHere",
      "Ｆｕｌｌ１２３４ab",
    ]) {
      const email = uniqueEmail("pw");
      const { res } = await createUser({ email, temporaryPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        temporaryPassword: [
          "8文字以上の半角英数字で、大文字・小文字・数字をそれぞれ含めてください",
        ],
      });
      expect(await api.identityAdmin.status(email)).toBe("missing");
    }
  });

  it("400s for unknown role type / team ids, nothing saved", async () => {
    const users0 = await countRows(users);
    const email = uniqueEmail("ref");
    const { res } = await createUser({ email, roleTypeId: 99, teamIds: [999] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      roleTypeId: ["該当する権限種別が見つかりません"],
      teamIds: ["該当する班が見つかりません"],
    });
    expect(await countRows(users)).toBe(users0);
    expect(await api.identityAdmin.status(email)).toBe("missing");
  });

  it("duplicate e-mail (any case) → 400, nothing changed in the database or identity", async () => {
    const users0 = await countRows(users);
    const audits0 = await countRows(auditLog);
    const { res } = await createUser({ email: "Manager@Example.JP", name: "重複 太郎" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ["このメールアドレスは既に登録されています"] });
    expect(await countRows(users)).toBe(users0);
    expect(await countRows(auditLog)).toBe(audits0);
    // The demo manager can still sign in with its own password (identity untouched).
    const token = await signIn({
      endpoint: api.identity.endpoint,
      clientId: api.identity.clientId,
      email: "manager@example.jp",
      password: "Demo1234",
    });
    expect(token.idToken).toBeTruthy();
  });

  it("rolls the database back when the identity service refuses the user", async () => {
    // An address known to identity but not to this database (another test file's or a stray account).
    const email = uniqueEmail("orphan");
    await api.identityAdmin.createUser({ email, name: "孤立", temporaryPassword: "Orphan123" });
    const users0 = await countRows(users);
    const audits0 = await countRows(auditLog);
    const { res } = await createUser({ email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ["このメールアドレスは既に登録されています"] });
    expect(await countRows(users)).toBe(users0);
    expect(await countRows(auditLog)).toBe(audits0);
  });
});

describe("PATCH /basis/users/:id", () => {
  it("updates with the current version, bumps it, audits only changed fields, mirrors the e-mail to identity", async () => {
    const { res: created, body } = await createUser();
    const id = created.body.id;
    const newEmail = uniqueEmail("renamed");
    const res = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "PATCH",
      json: {
        version: 1,
        email: newEmail,
        roleTypeId: 5,
        associateCompanyIds: [1],
        name: body.name,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      email: newEmail,
      roleTypeId: 5,
      version: 2,
      associateCompanies: [{ id: 1 }],
    });
    expect(res.body.role.negotiationEdit).toBe(true);
    expect(res.body.role.targetEdit).toBe(false);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "users"), eq(auditLog.entityId, id)));
    const update = audits.find((a) => a.action === "update")!;
    expect(Object.keys(update.changes).sort()).toEqual([
      "associateCompanyIds",
      "email",
      "roleTypeId",
    ]);
    expect(update.changes.roleTypeId).toEqual({ from: 3, to: 5 });
    expect(update.changes.associateCompanyIds).toEqual({ from: [], to: [1] });
    expect(await api.identityAdmin.status(newEmail)).toBe("enabled");
    await expect(
      signIn({
        endpoint: api.identity.endpoint,
        clientId: api.identity.clientId,
        email: newEmail,
        password: body.temporaryPassword,
      }),
    ).rejects.toMatchObject({ challengeName: "NEW_PASSWORD_REQUIRED" });
  });

  it("stale version → 409 and nothing changes", async () => {
    const { res: created } = await createUser();
    const id = created.body.id;
    expect(
      (
        await api.json(`/basis/users/${id}`, {
          as: admin,
          method: "PATCH",
          json: { version: 1, name: "一回目" },
        })
      ).status,
    ).toBe(200);
    const audits0 = await countRows(auditLog);
    const stale = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 1, name: "古い版", roleTypeId: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ version: ["他のユーザーが更新しました。再読み込みしてください"] });
    const now = await api.json(`/basis/users/${id}`, { as: admin });
    expect(now.body).toMatchObject({ name: "一回目", roleTypeId: 3, version: 2 });
    expect(await countRows(auditLog)).toBe(audits0);
  });

  it("two concurrent PATCHes with the same version: one 200, one 409", async () => {
    const { res: created } = await createUser();
    const id = created.body.id;
    const results = await Promise.all(
      ["甲", "乙"].map((name) =>
        api.json(`/basis/users/${id}`, { as: admin, method: "PATCH", json: { version: 1, name } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.name;
    expect((await api.json(`/basis/users/${id}`, { as: admin })).body).toMatchObject({
      name: winner,
      version: 2,
    });
  });

  it("changing to another user's e-mail → 400, nothing changed (database and identity)", async () => {
    const { res: created, body } = await createUser();
    const res = await api.json(`/basis/users/${created.body.id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 1, email: "ORDER@example.jp" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ["このメールアドレスは既に登録されています"] });
    expect((await api.json(`/basis/users/${created.body.id}`, { as: admin })).body).toMatchObject({
      email: body.email,
      version: 1,
    });
    expect(await api.identityAdmin.status(body.email)).toBe("enabled");
  });

  it("404 for a missing user", async () => {
    const res = await api.json("/basis/users/99999", {
      as: admin,
      method: "PATCH",
      json: { version: 1, name: "x" },
    });
    expect(res.status).toBe(404);
  });
});

describe("password reset and identity outages", () => {
  it("PATCH with temporaryPassword forces a new password at the next sign-in; the audit does not hold it", async () => {
    const { res: created, body } = await createUser();
    const id = created.body.id;
    const weak = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 1, temporaryPassword: "weak" },
    });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body)).toEqual(["temporaryPassword"]);
    // Make the account a normal one first: sign-in then yields tokens, not a challenge.
    // (cognito-local answers NEW_PASSWORD_REQUIRED to any password while an account is in
    // FORCE_CHANGE_PASSWORD, so the status change is what can be observed.)
    const client = cognitoClient(api.identity.endpoint);
    try {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: api.identity.userPoolId,
          Username: body.email,
          Password: "Chosen9876",
          Permanent: true,
        }),
      );
    } finally {
      client.destroy();
    }
    expect(
      (await signIn({ ...signInTarget(), email: body.email, password: "Chosen9876" })).idToken,
    ).toBeTruthy();
    const res = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 1, temporaryPassword: "Reset5678" },
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    await expect(
      signIn({ ...signInTarget(), email: body.email, password: "Reset5678" }),
    ).rejects.toMatchObject({ challengeName: "NEW_PASSWORD_REQUIRED" });
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "update")));
    expect(audits[0]!.changes).toEqual({ passwordReset: { from: null, to: true } });
    expect(JSON.stringify(audits)).not.toContain("Reset5678");
  });

  it("an unreachable identity service → 502 and nothing saved (create, e-mail change, delete)", async () => {
    const dead = createIdentityAdmin({
      mode: "local",
      endpoint: "http://127.0.0.1:9", // discard port: nothing listens
      userPoolId: api.identity.userPoolId,
    });
    try {
      const users0 = await countRows(users);
      const audits0 = await countRows(auditLog);
      const email = uniqueEmail("outage");
      const create = createUserService(
        api.db,
        dead,
        { name: "障害 太郎", email, roleTypeId: 3, temporaryPassword: "Start1234" },
        1,
      );
      await expect(create).rejects.toMatchObject({ statusCode: 502 });
      const { res: created } = await createUser();
      const id = created.body.id;
      const users1 = await countRows(users);
      const audits1 = await countRows(auditLog);
      expect(users1).toBe(users0 + 1);
      await expect(
        patchUser(api.db, dead, id, { version: 1, email: uniqueEmail("moved") }, 1),
      ).rejects.toMatchObject({ statusCode: 502 });
      await expect(deleteUser(api.db, dead, id, 1, 1)).rejects.toMatchObject({ statusCode: 502 });
      expect((await api.json(`/basis/users/${id}`, { as: admin })).body).toMatchObject({
        email: created.body.email,
        version: 1,
      });
      expect(await countRows(users)).toBe(users1);
      expect(await countRows(auditLog)).toBe(audits1);
      expect(audits1).toBe(audits0 + 1);
    } finally {
      dead.close();
    }
  });
});

describe("DELETE /basis/users/:id", () => {
  it("needs the current version; deletes softly, hides the user, disables the identity user", async () => {
    const { res: created, body } = await createUser();
    const id = created.body.id;
    const stale = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "DELETE",
      query: { version: 7 },
    });
    expect(stale.status).toBe(409);
    expect(await api.identityAdmin.status(body.email)).toBe("enabled");
    const missingVersion = await api.json(`/basis/users/${id}`, { as: admin, method: "DELETE" });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body).toEqual({ version: ["必須項目です"] });

    // Sent like the web client does: JSON content type, no body.
    const res = await api.json(`/basis/users/${id}`, {
      as: admin,
      method: "DELETE",
      query: { version: 1 },
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    expect((await api.json(`/basis/users/${id}`, { as: admin })).status).toBe(404);
    const list = await api.json("/basis/users", { as: admin, query: { pageSize: 500 } });
    expect(list.body.some((u: { id: number }) => u.id === id)).toBe(false);
    expect(await api.identityAdmin.status(body.email)).toBe("disabled");
    const [row] = await api.db.select().from(users).where(eq(users.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "delete")));
    expect(audit).toHaveLength(1);
    // A second delete finds nothing.
    expect(
      (await api.json(`/basis/users/${id}`, { as: admin, method: "DELETE", query: { version: 2 } }))
        .status,
    ).toBe(404);
    // The address can be registered again (the disabled identity user is replaced).
    const again = await createUser({ email: body.email });
    expect(again.res.status).toBe(201);
    expect(await api.identityAdmin.status(body.email)).toBe("enabled");
  });

  it("refuses to delete oneself", async () => {
    const res = await api.json("/basis/users/1", {
      as: admin,
      method: "DELETE",
      query: { version: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ id: ["自分自身は削除できません"] });
  });
});
