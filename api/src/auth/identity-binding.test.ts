// A request's identity is the ID token's `sub`, bound to the user row (docs/DOMAIN.md "Roles and
// permission flags"): tried the way an attacker would, against the real emulator.
import {
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient, issuerOf, signIn } from "@cfx/identity/emulator";
import { decodeToken, mintEmulatorIdToken, resignWithEmulatorKey } from "@cfx/identity/test-tokens";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";
import { bindIdentitySubs } from "../users/identity-binding";
import { users } from "../users/tables";

let api: TestApi;
let emulator: ReturnType<typeof cognitoClient>;
beforeAll(async () => {
  api = await startTestApi();
  emulator = cognitoClient(api.identity.endpoint);
});
afterAll(async () => {
  emulator?.destroy();
  await api?.close();
});

const ADMIN = "admin@example.jp";
const AUTH_ERROR = { auth: ["認証エラーです。再度サインインしてください。"] };
const NOT_FOUND = { user: ["該当ユーザが見つかりません"] };

const subOfRow = async (id: number) =>
  (await api.db.select({ sub: users.sub }).from(users).where(eq(users.id, id)))[0]?.sub;

/** Sets an identity user's e-mail attribute with an admin call (what the gateway proxy refuses). */
async function setIdentityEmail(username: string, email: string) {
  await emulator.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: api.identity.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "email_verified", Value: "true" },
      ],
    }),
  );
}

/** A user created by the administrator through the API, with a permanent password, signed in. */
async function createSignedInUser(roleTypeId = 3) {
  const email = uniqueEmail("bind");
  const created = await api.json("/basis/users", {
    as: ADMIN,
    json: { name: "結合 試験", email, roleTypeId, temporaryPassword: "Start1234" },
  });
  expect(created.status).toBe(201);
  await emulator.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: api.identity.userPoolId,
      Username: email,
      Password: "Bound1234",
      Permanent: true,
    }),
  );
  const tokens = await signIn({ ...target(), email, password: "Bound1234" });
  return { id: created.body.id as number, email, tokens };
}

const target = () => ({ endpoint: api.identity.endpoint, clientId: api.identity.clientId });

describe("the user row is bound to the identity user's sub", () => {
  it("stores the sub AdminCreateUser answered when the API creates a user", async () => {
    const { id, tokens } = await createSignedInUser();
    const sub = decodeToken(tokens.idToken).claims.sub;
    expect(typeof sub).toBe("string");
    expect(await subOfRow(id)).toBe(sub);
    const login = await api.json("/login", { token: tokens.idToken });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(id);
  });

  it("binds the seeded demo users at start-up (their rows are seeded without one)", async () => {
    const token = await api.tokenFor(ADMIN);
    const [row] = await api.db.select({ sub: users.sub }).from(users).where(eq(users.id, 1));
    expect(row?.sub).toBe(decodeToken(token).claims.sub);
  });

  it("a re-registered address is a new identity: the deleted user's token never answers as the new row", async () => {
    const first = await createSignedInUser();
    const deleted = await api.json(`/basis/users/${first.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: 1 },
    });
    expect(deleted.status).toBe(200);
    // The deleted user's still-valid ID token is refused at once.
    expect((await api.json("/login", { token: first.tokens.idToken })).status).toBe(404);
    expect((await api.json("/pair/role-types", { token: first.tokens.idToken })).status).toBe(401);

    const again = await api.json("/basis/users", {
      as: ADMIN,
      json: {
        name: "再登録 試験",
        email: first.email,
        roleTypeId: 1,
        temporaryPassword: "Start1234",
      },
    });
    expect(again.status).toBe(201);
    const newSub = await subOfRow(again.body.id);
    expect(newSub).toBeTruthy();
    expect(newSub).not.toBe(decodeToken(first.tokens.idToken).claims.sub);
    // Same e-mail claim as the new (administrator!) row, old sub: still nobody.
    const login = await api.json("/login", { token: first.tokens.idToken });
    expect(login.status).toBe(404);
    expect(login.body).toEqual(NOT_FOUND);
    expect((await api.json("/basis/users", { token: first.tokens.idToken })).status).toBe(401);
  });
});

describe("an e-mail claim alone never identifies anyone", () => {
  it("account takeover: A's identity e-mail set to administrator B's, A refreshes — the API still answers as A", async () => {
    // B: an administrator of this file's own (a demo account's address is looked up by the other
    // test files sharing the emulator, which must not see two users with it).
    const b = await createSignedInUser(1);
    const a = await createSignedInUser(3);
    const aSub = decodeToken(a.tokens.idToken).claims.sub as string;
    // What UpdateUserAttributes through the gateway did before the proxy refused it; here with an
    // admin call on the emulator, so the new token's e-mail claim really is B's.
    await setIdentityEmail(aSub, b.email);
    try {
      const refreshed = await emulator.send(
        new InitiateAuthCommand({
          AuthFlow: "REFRESH_TOKEN_AUTH",
          ClientId: api.identity.clientId,
          AuthParameters: { REFRESH_TOKEN: a.tokens.refreshToken },
        }),
      );
      const idToken = refreshed.AuthenticationResult!.IdToken!;
      const claims = decodeToken(idToken).claims;
      expect(claims.email).toBe(b.email);
      expect(claims.sub).toBe(aSub);

      const login = await api.json("/login", { token: idToken });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ id: a.id, email: a.email, roleTypeId: 3 });
      expect(login.body.id).not.toBe(b.id);
      expect(login.body.role.userManage).toBe(false);
      // B's rights stay B's.
      expect((await api.json("/basis/users", { token: idToken })).status).toBe(403);
      const patch = await api.json(`/basis/users/${a.id}`, {
        token: idToken,
        method: "PATCH",
        json: { version: 1, roleTypeId: 1 },
      });
      expect(patch.status).toBe(403);
      // And B itself is still B.
      expect((await api.json("/login", { token: b.tokens.idToken })).body.id).toBe(b.id);
    } finally {
      await setIdentityEmail(aSub, a.email);
    }
  });

  it("a real token re-signed with someone else's e-mail claim still answers as its sub", async () => {
    const real = await api.tokenFor(ADMIN);
    const forged = resignWithEmulatorKey(real, { email: "construction@example.jp" });
    const login = await api.json("/login", { token: forged });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: 1, email: ADMIN });
  });

  it("a token whose sub matches no row: 404 on /login, 401 on business routes, whatever its e-mail", async () => {
    const stranger = mintEmulatorIdToken({
      issuer: issuerOf(api.identity.endpoint, api.identity.userPoolId),
      clientId: api.identity.clientId,
      // The administrator's address: the old lookup would have answered as the administrator.
      email: ADMIN,
    });
    const login = await api.json("/login", { token: stranger });
    expect(login.status).toBe(404);
    expect(login.body).toEqual(NOT_FOUND);
    for (const path of ["/basis/users", "/pair/role-types", "/basis/users/1", "/nope"]) {
      const res = await api.json(path, { token: stranger });
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 401,
        body: AUTH_ERROR,
      });
    }
    const write = await api.json("/basis/users/2", {
      token: stranger,
      method: "PATCH",
      json: { version: 1, name: "乗っ取り" },
    });
    expect(write.status).toBe(401);
    // A real administrator token with only its sub changed is nobody too.
    const otherSub = resignWithEmulatorKey(await api.tokenFor(ADMIN), {
      sub: crypto.randomUUID(),
    });
    expect((await api.json("/login", { token: otherSub })).status).toBe(404);
    expect((await api.json("/basis/users", { token: otherSub })).status).toBe(401);
  });
});

describe("bindIdentitySubs", () => {
  async function insertRow(email: string) {
    const [row] = await api.db
      .insert(users)
      .values({ name: "移行 試験", email, roleTypeId: 3 })
      .returning({ id: users.id });
    return row!.id;
  }
  const identityUser = async (email: string) => {
    const { sub } = await api.identityAdmin.createUser({
      email,
      name: "移行 試験",
      temporaryPassword: "Start1234",
    });
    return sub;
  };

  it("binds a row by its address once, then never looks at it again", async () => {
    const email = uniqueEmail("migrate");
    const id = await insertRow(email);
    const sub = await identityUser(email);
    const first = await bindIdentitySubs(api.db, api.identityAdmin);
    expect(first.bound).toBeGreaterThanOrEqual(1);
    expect(await subOfRow(id)).toBe(sub);
    // The identity user's address moves on (an administrator's call); the binding does not.
    const elsewhere = uniqueEmail("moved");
    await setIdentityEmail(email, elsewhere);
    await bindIdentitySubs(api.db, api.identityAdmin);
    expect(await subOfRow(id)).toBe(sub);
  });

  it("leaves a row unbound when no identity user, or more than one, has its address", async () => {
    const missing = uniqueEmail("missing");
    const missingId = await insertRow(missing);

    // Two identity users claiming one address: the address cannot say which is the row's.
    const contested = uniqueEmail("contested");
    const contestedId = await insertRow(contested);
    await identityUser(contested);
    const intruder = uniqueEmail("intruder");
    const intruderSub = await identityUser(intruder);
    await setIdentityEmail(intruderSub, contested);
    try {
      const result = await bindIdentitySubs(api.db, api.identityAdmin);
      expect(result.unbound).toEqual(
        expect.arrayContaining([
          { id: missingId, email: missing, reason: "missing" },
          { id: contestedId, email: contested, reason: "ambiguous" },
        ]),
      );
      expect(await subOfRow(missingId)).toBeNull();
      expect(await subOfRow(contestedId)).toBeNull();
    } finally {
      await setIdentityEmail(intruderSub, intruder);
    }
  });

  it("never binds a sub that another row already holds", async () => {
    const email = uniqueEmail("twice");
    const first = await insertRow(email);
    await identityUser(email);
    await bindIdentitySubs(api.db, api.identityAdmin);
    // The first row is deleted (its address may be registered again) and a second row with the
    // same address appears without a sub: it must not inherit the old identity.
    await api.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first));
    const second = await insertRow(email);
    const result = await bindIdentitySubs(api.db, api.identityAdmin);
    expect(result.unbound).toContainEqual({ id: second, email, reason: "taken" });
    expect(await subOfRow(second)).toBeNull();
  });
});
