// Databases: both (compare-and-set on a stored timestamp, a CASE update: SQL each engine runs)
// The stored account status (users.account_status, issue #42): written by the API's own identity
// changes, set to ACTIVE by a completed first sign-in, reconciled with the pool; the list and the
// single user read it without a single pool call. Against the shared emulator, as the other
// user tests.
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  RespondToAuthChallengeCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient, signIn } from "@cfx/identity/emulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";
import { reconcileStatuses, recordStatus, startStatusReconciler } from "./account-status";
import type { IdentityAdmin } from "./identity-admin";
import { users } from "./tables";

let api: TestApi;
const admin = "admin@example.jp";
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function create() {
  const email = uniqueEmail("status");
  const res = await api.json("/basis/users", {
    as: admin,
    json: { name: "状態 試験", email, roleTypeId: 3, temporaryPassword: "Start1234" },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, email, status: res.body.status as string };
}

const stored = async (id: number) =>
  (
    await api.db
      .select({ status: users.accountStatus, at: users.accountStatusAt })
      .from(users)
      .where(eq(users.id, id))
  )[0]!;

async function pool(run: (client: ReturnType<typeof cognitoClient>, pool: string) => unknown) {
  const client = cognitoClient(api.identity.endpoint);
  try {
    await run(client, api.identity.userPoolId);
  } finally {
    client.destroy();
  }
}

const target = () => ({ endpoint: api.identity.endpoint, clientId: api.identity.clientId });

/** auth_time is in whole seconds: a sign-in in the second of the change proves nothing. */
async function nextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));
}

/** The first sign-in as the web app does it: temporary password, then a password of one's own. */
async function firstSignIn(email: string, temporary: string, chosen: string): Promise<string> {
  const challenge = await signIn({ ...target(), email, password: temporary }).catch(
    (error: { challengeName?: string; session?: string }) => error,
  );
  expect(challenge).toMatchObject({ challengeName: "NEW_PASSWORD_REQUIRED" });
  const client = cognitoClient(api.identity.endpoint);
  try {
    const out = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: api.identity.clientId,
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session: (challenge as { session?: string }).session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: chosen },
      }),
    );
    return out.AuthenticationResult!.IdToken!;
  } finally {
    client.destroy();
  }
}

describe("written by the API's own identity changes", () => {
  it("create stores 仮パスワード; a reset (either route) stores it again; delete stores 無効", async () => {
    const user = await create();
    expect(user.status).toBe("TEMPORARY_PASSWORD");
    expect(await stored(user.id)).toMatchObject({
      status: "TEMPORARY_PASSWORD",
      at: expect.any(Date),
    });

    await recordStatus(api.db, user.id, "ACTIVE", new Date());
    const reset = await api.json(`/basis/users/${user.id}/reset-password`, {
      as: admin,
      json: { temporaryPassword: "Reset5678" },
    });
    expect(reset.body.status).toBe("TEMPORARY_PASSWORD");
    expect((await stored(user.id)).status).toBe("TEMPORARY_PASSWORD");

    await recordStatus(api.db, user.id, "ACTIVE", new Date());
    const patched = await api.json(`/basis/users/${user.id}`, {
      as: admin,
      method: "PATCH",
      json: { version: 1, temporaryPassword: "Again5678" },
    });
    expect(patched.body.status).toBe("TEMPORARY_PASSWORD");

    const gone = await api.json(`/basis/users/${user.id}`, {
      as: admin,
      method: "DELETE",
      query: { version: 2 },
    });
    expect(gone.status).toBe(200);
    expect((await stored(user.id)).status).toBe("DISABLED");
  });

  it("a reset leaves an account the pool disabled 無効 (the reset does not enable it)", async () => {
    const user = await create();
    await pool((client, UserPoolId) =>
      client.send(new AdminDisableUserCommand({ UserPoolId, Username: user.email })),
    );
    await reconcileStatuses(api.db, api.identityAdmin);
    expect((await stored(user.id)).status).toBe("DISABLED");
    const reset = await api.json(`/basis/users/${user.id}/reset-password`, {
      as: admin,
      json: { temporaryPassword: "Reset5678" },
    });
    expect(reset.body.status).toBe("DISABLED");
  });
});

describe("a first sign-in (FORCE_CHANGE_PASSWORD → CONFIRMED)", () => {
  it("is 有効 from the user's first request, with no pool call", async () => {
    const user = await create();
    await nextSecond();
    const token = await firstSignIn(user.email, "Start1234", "Chosen9876");
    expect((await stored(user.id)).status).toBe("TEMPORARY_PASSWORD");
    expect((await api.json("/login", { token })).status).toBe(200);
    expect((await stored(user.id)).status).toBe("ACTIVE");
    const listed = await api.json("/basis/users", { as: admin, query: { ids: String(user.id) } });
    expect(listed.body[0].status).toBe("ACTIVE");
  });

  it("a token from before a reset does not make the account 有効 again", async () => {
    const user = await create();
    await nextSecond();
    const old = await firstSignIn(user.email, "Start1234", "Chosen9876");
    expect((await api.json("/login", { token: old })).status).toBe(200);
    expect((await stored(user.id)).status).toBe("ACTIVE");
    await api.json(`/basis/users/${user.id}/reset-password`, {
      as: admin,
      json: { temporaryPassword: "Reset5678" },
    });
    // The API's token cache is per token and 5 s: wait it out so the hook looks again.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await api.json("/login", { token: old })).status).toBe(200);
    expect((await stored(user.id)).status).toBe("TEMPORARY_PASSWORD");
  }, 20_000);
});

describe("reconciled with the pool", () => {
  it("a change made directly in the pool converges (disabled, enabled again)", async () => {
    const user = await create();
    await pool((client, UserPoolId) =>
      client.send(new AdminDisableUserCommand({ UserPoolId, Username: user.email })),
    );
    expect((await stored(user.id)).status).toBe("TEMPORARY_PASSWORD");
    expect(await reconcileStatuses(api.db, api.identityAdmin)).toBeGreaterThanOrEqual(1);
    expect((await stored(user.id)).status).toBe("DISABLED");
    await pool((client, UserPoolId) =>
      client.send(new AdminEnableUserCommand({ UserPoolId, Username: user.email })),
    );
    await reconcileStatuses(api.db, api.identityAdmin);
    expect((await stored(user.id)).status).toBe("TEMPORARY_PASSWORD");
  });

  it("never overwrites a status written while the pool was being asked", async () => {
    const user = await create();
    const racing: Pick<IdentityAdmin, "statusesBySub"> = {
      async statusesBySub(subs) {
        const answer = await api.identityAdmin.statusesBySub(subs);
        // The pool says 仮パスワード; meanwhile the user signs in (the hook writes ACTIVE).
        await recordStatus(api.db, user.id, "ACTIVE", new Date());
        return answer;
      },
    };
    await reconcileStatuses(api.db, racing);
    expect((await stored(user.id)).status).toBe("ACTIVE");
  });

  it("runs every interval until stopped", async () => {
    let runs = 0;
    const counting: Pick<IdentityAdmin, "statusesBySub"> = {
      async statusesBySub(subs) {
        runs++;
        return api.identityAdmin.statusesBySub(subs);
      },
    };
    const reconciler = startStatusReconciler(api.db, counting, { warn() {} }, 30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    reconciler.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(seen);
  });
});

describe("the list asks the pool nothing", () => {
  it("GET /basis/users (any page) and GET /basis/users/:id make zero identity calls", async () => {
    const user = await create();
    // Every method of the app's IdentityAdmin counted, in place: the routes call this object.
    const identity = api.identityAdmin as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const calls: string[] = [];
    const originals = Object.entries(identity).filter(([, f]) => typeof f === "function");
    for (const [name, original] of originals)
      identity[name] = (...args: unknown[]) => {
        calls.push(name);
        return original(...args);
      };
    try {
      for (const pageSize of [20, 500]) {
        const res = await api.json("/basis/users", { as: admin, query: { pageSize } });
        expect(res.status).toBe(200);
        expect(res.body.every((u: { status: unknown }) => u.status !== null)).toBe(true);
      }
      expect((await api.json(`/basis/users/${user.id}`, { as: admin })).body.status).toBe(
        "TEMPORARY_PASSWORD",
      );
      expect(calls).toEqual([]);
      // The counting sees the calls that are made: a reset is one.
      await api.json(`/basis/users/${user.id}/reset-password`, {
        as: admin,
        json: { temporaryPassword: "Reset5678" },
      });
      expect(calls).toEqual(["setTemporaryPassword"]);
    } finally {
      for (const [name, original] of originals) identity[name] = original;
    }
  });
});
