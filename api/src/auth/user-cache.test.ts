import { AdminSetUserPasswordCommand } from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient, signIn } from "@cfx/identity/emulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../env";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";
import { users } from "../users/tables";
import { authenticate, type AuthUser, type TokenVerifier, type VerifiedIdentity } from "./hooks";
import { attachUserCache, invalidateCachedUser, UserCache } from "./user-cache";

const user = (id: number) => ({ id, name: `user ${id}` });
const identity = (sub: string) => ({ sub });

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("UserCache", () => {
  it("serves a stored user for the TTL, then forgets it", () => {
    const c = clock();
    const cache = new UserCache({ ttlMs: 5_000, now: c.now });
    cache.set("token-a", user(1), identity("s1"), undefined, cache.begin());
    expect(cache.get("token-a")).toEqual({ user: user(1), identity: identity("s1") });
    expect(cache.get("token-b")).toBeUndefined();
    c.advance(4_999);
    expect(cache.get("token-a")?.user.id).toBe(1);
    c.advance(1);
    expect(cache.get("token-a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never keeps an entry past the token's exp", () => {
    const c = clock();
    const cache = new UserCache({ ttlMs: 5_000, now: c.now });
    cache.set("soon", user(1), identity("s1"), c.now() + 1_000, cache.begin());
    c.advance(1_000);
    expect(cache.get("soon")).toBeUndefined();
    // Already expired: not stored at all.
    cache.set("gone", user(1), identity("s1"), c.now(), cache.begin());
    expect(cache.size).toBe(0);
  });

  it("drops every token of an invalidated user, and loads begun before the invalidation", () => {
    const cache = new UserCache({ ttlMs: 5_000 });
    cache.set("a1", user(1), identity("s1"), undefined, cache.begin());
    cache.set("a2", user(1), identity("s1"), undefined, cache.begin());
    cache.set("b", user(2), identity("s2"), undefined, cache.begin());
    const since = cache.begin(); // a request starts loading user 1 …
    cache.invalidateUser(1); // … the row changes meanwhile …
    cache.set("a3", user(1), identity("s1"), undefined, since); // … its old row is not stored
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("a3")).toBeUndefined();
    expect(cache.get("b")?.user.id).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("is bounded: the oldest entries go first", () => {
    const cache = new UserCache({ ttlMs: 5_000, maxEntries: 3 });
    for (const t of ["t1", "t2", "t3", "t4"]) cache.set(t, user(1), null, undefined, cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get("t1")).toBeUndefined();
    expect(cache.get("t4")).toBeDefined();
    // Storing a token again makes it the newest.
    cache.set("t2", user(1), null, undefined, cache.begin());
    cache.set("t5", user(1), null, undefined, cache.begin());
    expect(cache.get("t2")).toBeDefined();
    expect(cache.get("t3")).toBeUndefined();
  });

  it("drops expired entries before evicting live ones", () => {
    const c = clock();
    const cache = new UserCache({ ttlMs: 5_000, maxEntries: 3, now: c.now });
    cache.set("old", user(1), null, undefined, cache.begin());
    c.advance(5_000);
    cache.set("new", user(2), null, undefined, cache.begin());
    expect(cache.size).toBe(1);
  });

  it("does nothing with a TTL of 0", () => {
    const cache = new UserCache({ ttlMs: 0 });
    cache.set("a", user(1), null, undefined, cache.begin());
    expect(cache.enabled).toBe(false);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("is reached through the database handle it is attached to", () => {
    const db = {};
    const other = {};
    const cache = new UserCache({ ttlMs: 5_000 });
    attachUserCache(db, cache);
    cache.set("a", user(1), null, undefined, cache.begin());
    invalidateCachedUser(other, 1);
    expect(cache.get("a")).toBeDefined();
    invalidateCachedUser(db, 1);
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("authenticate with the cache", () => {
  const token = "header.payload.signature";
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const verified: VerifiedIdentity = { sub: "sub-1", email: "a@example.jp", claims: { exp } };
  const me: AuthUser = {
    id: 7,
    email: "a@example.jp",
    name: "A",
    roleTypeId: 1,
    flags: {} as AuthUser["flags"],
    associateCompanyIds: [],
    teamIds: [],
    clientIds: [],
  };

  it("verifies a token once per TTL and answers later requests from the cache", async () => {
    const verifier: TokenVerifier = { verify: vi.fn(async () => verified) };
    const cache = new UserCache<AuthUser, VerifiedIdentity>({ ttlMs: 5_000 });
    // Pretend the user was loaded once already: a cached entry means no verify and no queries
    // (the fake database would throw if the hook touched it).
    cache.set(token, me, verified, exp * 1000, cache.begin());
    const db = new Proxy({}, { get: () => () => Promise.reject(new Error("no query expected")) });
    const hook = authenticate(db as never, verifier, cache);
    const request = {
      routeOptions: { config: {} },
      headers: { authorization: `Bearer ${token}` },
      log: { info: () => undefined },
    } as unknown as Parameters<typeof hook>[0] & { user: AuthUser; identity: unknown };
    await hook.call(undefined as never, request, undefined as never);
    expect(request.user).toBe(me);
    expect(request.identity).toBe(verified);
    expect(verifier.verify).not.toHaveBeenCalled();
  });
});

describe("AUTH_CACHE_TTL_MS", () => {
  const base = {
    IDENTITY_MODE: "local",
    COGNITO_USER_POOL_ID: "local_abc123",
    COGNITO_CLIENT_ID: "client1",
  };
  it("defaults to 5 s, 0 turns the cache off, anything else is refused by name", () => {
    expect(loadEnv(base).AUTH_CACHE_TTL_MS).toBe(5_000);
    expect(loadEnv({ ...base, AUTH_CACHE_TTL_MS: "0" }).AUTH_CACHE_TTL_MS).toBe(0);
    expect(() => loadEnv({ ...base, AUTH_CACHE_TTL_MS: "-1" })).toThrow(/AUTH_CACHE_TTL_MS/);
    expect(() => loadEnv({ ...base, AUTH_CACHE_TTL_MS: "5s" })).toThrow(/AUTH_CACHE_TTL_MS/);
  });
});

describe("the API's user cache, end to end (default TTL 5 s)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  const ADMIN = "admin@example.jp";

  /** A user created through the API (role 3: no userManage), signed in with its own token. */
  async function signedInUser() {
    const email = uniqueEmail("cache");
    const created = await api.json("/basis/users", {
      as: ADMIN,
      json: { name: "キャッシュ 試験", email, roleTypeId: 3, temporaryPassword: "Start1234" },
    });
    expect(created.status).toBe(201);
    const emulator = cognitoClient(api.identity.endpoint);
    try {
      await emulator.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: api.identity.userPoolId,
          Username: email,
          Password: "Cache1234",
          Permanent: true,
        }),
      );
    } finally {
      emulator.destroy();
    }
    const { idToken } = await signIn({
      endpoint: api.identity.endpoint,
      clientId: api.identity.clientId,
      email,
      password: "Cache1234",
    });
    return { id: created.body.id as number, token: idToken };
  }

  it("serves a token's user from the cache, and drops it when the users service changes the row", async () => {
    const { id, token } = await signedInUser();
    expect((await api.json("/basis/users", { token })).status).toBe(403); // cached now, role 3
    // A change the users service does not see (another replica's write): the cached role stays.
    await api.db.update(users).set({ roleTypeId: 1 }).where(eq(users.id, id));
    expect((await api.json("/basis/users", { token })).status).toBe(403);
    await api.db.update(users).set({ roleTypeId: 3 }).where(eq(users.id, id));

    // Through the users service: the new role applies to the very next request…
    const patched = await api.json(`/basis/users/${id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: 1, roleTypeId: 1 },
    });
    expect(patched.status).toBe(200);
    const list = await api.json("/basis/users", { token });
    expect(list.status).toBe(200);
    // …and a deletion ends the session at once.
    const deleted = await api.json(`/basis/users/${id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: 2 },
    });
    expect(deleted.status).toBe(200);
    expect((await api.json("/pair/role-types", { token })).status).toBe(401);
  });
});
