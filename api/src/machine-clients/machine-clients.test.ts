// Machine clients (issue #39) against the real API and the real emulator's keys: registration,
// the local token endpoint, what a client's token may do, and how disabling, rotating and
// deleting end it.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../history/tables";
import { startTestApi, type TestApi } from "../test/harness";

const ADMIN = "admin@example.jp";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

interface Created {
  client: { id: number; version: number; clientId: string; name: string; scopes: string[] };
  secret: string;
}

async function register(body: Record<string, unknown>): Promise<Created> {
  const res = await api.json("/basis/machine-clients", {
    as: ADMIN,
    json: { associateCompanyId: null, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Created;
}

/** POST /oauth2/token as an integration would: form body, Basic client authentication. */
async function requestToken(clientId: string, secret: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${api.url}/oauth2/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", ...extra }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tokenOf(created: Created): Promise<string> {
  const answer = await requestToken(created.client.clientId, created.secret);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token = answer.body.access_token;
  if (typeof token !== "string") throw new Error("the token answer has no access_token");
  return token;
}

describe("registering a client (local mode)", () => {
  it("makes an id and a secret shown once; neither the hash nor the secret is listed or audited", async () => {
    const created = await register({ name: "基幹システム連携", scopes: ["targetRead"] });
    expect(created.client.clientId).toMatch(/^cfx-[a-z0-9]{20}$/);
    expect(created.secret).toMatch(/^[\w-]{43}$/);
    const list = await api.json("/basis/machine-clients", { as: ADMIN });
    const listed = list.body.find((c: { id: number }) => c.id === created.client.id);
    expect(listed).toMatchObject({
      name: "基幹システム連携",
      scopes: ["targetRead"],
      hasSecret: true,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(JSON.stringify(list.body)).not.toContain("scrypt");
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "machine_clients"), eq(auditLog.entityId, created.client.id)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.changes)).not.toMatch(/scrypt|secret/i);
  });

  it("is not one of the staff: the users list and the assignee choices leave its row out", async () => {
    const created = await register({ name: "一覧に出ない連携", scopes: ["targetRead"] });
    const users = await api.json("/basis/users", {
      as: ADMIN,
      query: { name: "一覧に出ない連携" },
    });
    expect(users.body).toEqual([]);
    const choices = await api.json("/pair/users", { as: ADMIN, query: { flag: "matterRead" } });
    expect(choices.body.map((u: { name: string }) => u.name)).not.toContain("一覧に出ない連携");
    expect(created.client.name).toBe("一覧に出ない連携");
  });

  it("refuses unknown scopes, an unknown company and staff without userManage", async () => {
    const bad = await api.json("/basis/machine-clients", {
      as: ADMIN,
      json: { name: "x", scopes: ["everything"], associateCompanyId: null },
    });
    expect(bad.status).toBe(400);
    const company = await api.json("/basis/machine-clients", {
      as: ADMIN,
      json: { name: "x", scopes: [], associateCompanyId: 99_999 },
    });
    expect(company.body).toEqual({ associateCompanyId: ["指定された協力会社が存在しません"] });
    const staff = await api.json("/basis/machine-clients", { as: "matter@example.jp" });
    expect(staff.status).toBe(403);
  });
});

describe("the token endpoint", () => {
  it("answers a Bearer token for the registered secret, form fields or Basic", async () => {
    const created = await register({ name: "トークン試験", scopes: ["targetRead", "matterRead"] });
    const basic = await requestToken(created.client.clientId, created.secret);
    expect(basic).toMatchObject({ status: 200, body: { token_type: "Bearer", expires_in: 3600 } });
    const form = await fetch(`${api.url}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: created.client.clientId,
        client_secret: created.secret,
        scope: "cfx/targetRead",
      }).toString(),
    });
    expect(form.status).toBe(200);
    const narrowed = (await form.json()) as { access_token: string };
    const login = await api.json("/login", { token: narrowed.access_token });
    expect(login.body.machineClient).toEqual({
      clientId: created.client.clientId,
      scopes: ["targetRead"],
    });
  });

  it("refuses a wrong secret, an unknown client, another grant and an unregistered scope", async () => {
    const created = await register({ name: "拒否試験", scopes: ["targetRead"] });
    expect(await requestToken(created.client.clientId, "wrong")).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
    expect((await requestToken("cfx-unknown", created.secret)).status).toBe(401);
    expect(
      await requestToken(created.client.clientId, created.secret, { scope: "cfx/targetEdit" }),
    ).toMatchObject({ status: 400, body: { error: "invalid_scope" } });
    const password = await fetch(`${api.url}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=password&username=a&password=b",
    });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: "unsupported_grant_type" });
  });
});

describe("what a client's token may do", () => {
  it("holds only the flags among its scopes: reads, but may not write without targetEdit", async () => {
    const created = await register({ name: "参照専用", scopes: ["targetRead"] });
    const token = await tokenOf(created);
    const login = await api.json("/login", { token });
    expect(login.status).toBe(200);
    expect(Object.values(login.body.role).every((v) => v === false)).toBe(true);
    const write = await api.json("/basis/targets", {
      token,
      json: { targetType: 2, name: "書けない", prefecture: "東京都", city: "大田区" },
    });
    expect(write.status).toBe(403);
  });

  it("writes with targetEdit, and the audit row and the history's name are the client's", async () => {
    const created = await register({ name: "物件登録連携", scopes: ["targetRead", "targetEdit"] });
    const token = await tokenOf(created);
    const target = await api.json("/basis/targets", {
      token,
      json: { targetType: 2, name: "連携 登録邸", prefecture: "東京都", city: "大田区" },
    });
    expect(target.status, JSON.stringify(target.body)).toBe(201);
    const [row] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "targets"), eq(auditLog.entityId, target.body.id)))
      .orderBy(desc(auditLog.id));
    const names = await api.json("/pair/users", { as: ADMIN, query: { ids: String(row!.userId) } });
    expect(names.body).toEqual([{ id: row!.userId, name: "物件登録連携" }]);
  });

  it("a client registered for a partner company sees only that company's constructions", async () => {
    const all = await api.json("/basis/constructions", { as: ADMIN, query: { pageSize: 200 } });
    const companies = [
      ...new Set(
        (all.body as { associateCompanyId: number | null }[])
          .map((c) => c.associateCompanyId)
          .filter((id): id is number => id !== null),
      ),
    ];
    expect(companies.length).toBeGreaterThan(1);
    const company = companies[0]!;
    const created = await register({
      name: "協力会社連携",
      scopes: ["constructionRead"],
      associateCompanyId: company,
    });
    const seen = await api.json("/basis/constructions", {
      token: await tokenOf(created),
      query: { pageSize: 200 },
    });
    expect(seen.status).toBe(200);
    const own = (all.body as { associateCompanyId: number | null }[]).filter(
      (c) => c.associateCompanyId === company,
    );
    expect(seen.body.length).toBe(own.length);
    expect(
      seen.body.every((c: { associateCompanyId: number }) => c.associateCompanyId === company),
    ).toBe(true);
  });
});

describe("ending a client's access", () => {
  it("disabled: its token is refused at once on this API and no new token is issued", async () => {
    const created = await register({ name: "停止試験", scopes: ["targetRead"] });
    const token = await tokenOf(created);
    expect((await api.json("/login", { token })).status).toBe(200);
    const patched = await api.json(`/basis/machine-clients/${created.client.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: created.client.version, disabled: true },
    });
    expect(patched.body).toMatchObject({ disabled: true, version: created.client.version + 1 });
    expect((await api.json("/login", { token })).status).toBe(401);
    expect((await requestToken(created.client.clientId, created.secret)).status).toBe(401);
    await api.json(`/basis/machine-clients/${created.client.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: patched.body.version, disabled: false },
    });
    expect((await requestToken(created.client.clientId, created.secret)).status).toBe(200);
  });

  it("rotated: the old secret stops at once, the new one works", async () => {
    const created = await register({ name: "再発行試験", scopes: ["targetRead"] });
    const rotated = await api.json(`/basis/machine-clients/${created.client.id}/rotate-secret`, {
      as: ADMIN,
      json: { version: created.client.version },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.secret);
    expect((await requestToken(created.client.clientId, created.secret)).status).toBe(401);
    expect((await requestToken(created.client.clientId, rotated.body.secret)).status).toBe(200);
  });

  it("deleted: its token is refused and a stale version is a conflict", async () => {
    const created = await register({ name: "削除試験", scopes: ["targetRead"] });
    const token = await tokenOf(created);
    const stale = await api.json(`/basis/machine-clients/${created.client.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: created.client.version + 5 },
    });
    expect(stale.status).toBe(409);
    const deleted = await api.json(`/basis/machine-clients/${created.client.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: created.client.version },
    });
    expect(deleted.status).toBe(200);
    expect((await api.json("/login", { token })).status).toBe(401);
    expect((await requestToken(created.client.clientId, created.secret)).status).toBe(401);
  });
});
