import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  RespondToAuthChallengeCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "./demo-users";
import {
  bootstrapEmulator,
  cognitoClient,
  issuerOf,
  jwksUrl,
  readLatestCode,
  signIn,
  startEmulator,
} from "./emulator";
import { poolFacts } from "./pool-check";
import { decodeToken } from "./test-tokens";
import { startTestEmulator, type TestEmulator } from "./test-emulator";

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator();
});
afterAll(async () => {
  await t?.close();
});

async function errorName(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    return (error as Error).name;
  }
  return "no error";
}

describe("bootstrapEmulator", () => {
  it("writes pool.json and is idempotent", async () => {
    const saved = JSON.parse(readFileSync(join(t.dataDir, "pool.json"), "utf8")) as unknown;
    expect(saved).toEqual(t.pool);
    expect(t.pool.userPoolId).toMatch(/^local_/);
    const again = await bootstrapEmulator({ endpoint: t.emulator.endpoint, dataDir: t.dataDir });
    expect(again).toEqual(t.pool);
  });

  it("creates a new pool when the saved one no longer exists", async () => {
    const dir = join(t.dataDir, "stale");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "pool.json"),
      JSON.stringify({ userPoolId: "local_gone", clientId: "gone", endpoint: t.emulator.endpoint }),
    );
    const fresh = await bootstrapEmulator({
      endpoint: t.emulator.endpoint,
      dataDir: dir,
      users: [],
    });
    expect(fresh.userPoolId).not.toBe("local_gone");
    expect(fresh.userPoolId).not.toBe(t.pool.userPoolId);
    expect(JSON.parse(readFileSync(join(dir, "pool.json"), "utf8"))).toEqual(fresh);
  });

  it("refuses to start a second emulator on a port that already answers", async () => {
    const port = Number(new URL(t.emulator.endpoint).port);
    await expect(startEmulator({ dataDir: join(t.dataDir, "other"), port })).rejects.toThrow(
      /already in use/,
    );
  });

  it("sets the issuer to http://127.0.0.1:<port>/<pool>", async () => {
    const tokens = await signIn({
      endpoint: t.emulator.endpoint,
      clientId: t.pool.clientId,
      email: "admin@example.jp",
      password: "Demo1234",
    });
    const { header, claims } = decodeToken(tokens.idToken);
    expect(claims.iss).toBe(issuerOf(t.emulator.endpoint, t.pool.userPoolId));
    expect(claims.iss).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/local_/);
    expect(claims.aud).toBe(t.pool.clientId);
    expect(claims.email).toBe("admin@example.jp");
    expect(claims.token_use).toBe("id");
    expect(header).toMatchObject({ alg: "RS256", kid: "CognitoLocal" });
    const jwks = (await (await fetch(jwksUrl(t.emulator.endpoint, t.pool.userPoolId))).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual(["CognitoLocal"]);
  });
});

describe("demo users", () => {
  it("every permanent demo user can sign in with its password", async () => {
    for (const user of demoUsers.filter((u) => !u.temporary)) {
      const tokens = await signIn({
        endpoint: t.emulator.endpoint,
        clientId: t.pool.clientId,
        email: user.email,
        password: user.password,
      });
      expect(decodeToken(tokens.idToken).claims.email).toBe(user.email);
    }
  });

  it("newstaff gets NEW_PASSWORD_REQUIRED with its temporary password", async () => {
    const error = await signIn({
      endpoint: t.emulator.endpoint,
      clientId: t.pool.clientId,
      email: "newstaff@example.jp",
      password: "Temp1234",
    }).catch((e: unknown) => e as Error & { challengeName?: string });
    expect(error).toBeInstanceOf(Error);
    expect((error as { challengeName?: string }).challengeName).toBe("NEW_PASSWORD_REQUIRED");
  });

  // Documented emulator behaviour (differs from Amazon Cognito).
  it("unknown user → NotAuthorizedException, wrong password → InvalidPasswordException", async () => {
    const base = { endpoint: t.emulator.endpoint, clientId: t.pool.clientId };
    expect(
      await errorName(signIn({ ...base, email: "nobody@example.jp", password: "Demo1234" })),
    ).toBe("NotAuthorizedException");
    expect(
      await errorName(signIn({ ...base, email: "admin@example.jp", password: "Wrong1234" })),
    ).toBe("InvalidPasswordException");
  });
});

// What the product relies on, and what it must NOT rely on, in cognito-local 5.3: the API binds
// rows to the `sub` AdminCreateUser answers and finds it again with ListUsers by e-mail; the
// gateway's /identity proxy exists because the emulator itself trusts every caller.
describe("identity binding and the emulator's trust", () => {
  const UserPoolId = () => t.pool.userPoolId;
  const attribute = (list: { Name?: string; Value?: string }[] | undefined, name: string) =>
    list?.find((a) => a.Name === name)?.Value;

  it("AdminCreateUser answers the new user's sub, the ID token's subject; ListUsers finds it by e-mail", async () => {
    const client = cognitoClient(t.emulator.endpoint);
    try {
      const email = `bind-${Date.now().toString(36)}@example.jp`;
      const created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: UserPoolId(),
          Username: email,
          TemporaryPassword: "Start1234",
          MessageAction: "SUPPRESS",
          UserAttributes: [{ Name: "email", Value: email }],
        }),
      );
      const sub = attribute(created.User?.Attributes, "sub");
      expect(sub).toMatch(/^[0-9a-f-]{36}$/);
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: UserPoolId(),
          Username: email,
          Password: "Bound1234",
          Permanent: true,
        }),
      );
      const tokens = await signIn({
        endpoint: t.emulator.endpoint,
        clientId: t.pool.clientId,
        email,
        password: "Bound1234",
      });
      expect(decodeToken(tokens.idToken).claims.sub).toBe(sub);
      const found = await client.send(
        new ListUsersCommand({ UserPoolId: UserPoolId(), Filter: `email = "${email}"` }),
      );
      expect(found.Users?.map((u) => attribute(u.Attributes, "sub"))).toEqual([sub]);
    } finally {
      client.destroy();
    }
  });

  it("still issues tokens to a disabled user (so the gateway's proxy refuses them)", async () => {
    const client = cognitoClient(t.emulator.endpoint);
    try {
      const email = `disabled-${Date.now().toString(36)}@example.jp`;
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: UserPoolId(),
          Username: email,
          TemporaryPassword: "Start1234",
          MessageAction: "SUPPRESS",
          UserAttributes: [{ Name: "email", Value: email }],
        }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: UserPoolId(),
          Username: email,
          Password: "Gone1234",
          Permanent: true,
        }),
      );
      await client.send(new AdminDisableUserCommand({ UserPoolId: UserPoolId(), Username: email }));
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: UserPoolId(), Username: email }),
      );
      expect(user.Enabled).toBe(false);
      // Amazon Cognito: NotAuthorizedException "User is disabled.". The emulator: tokens.
      const tokens = await signIn({
        endpoint: t.emulator.endpoint,
        clientId: t.pool.clientId,
        email,
        password: "Gone1234",
      });
      expect(tokens.idToken).toBeTruthy();
    } finally {
      client.destroy();
    }
  });
});

describe("token lifetimes (the runbook's 60 minutes, not the emulator's default 24 hours)", () => {
  const lifetime = (token: string) => {
    const { claims } = decodeToken(token);
    return Number(claims.exp) - Number(claims.iat);
  };

  it("ID and access tokens of the bootstrapped client live 60 minutes", async () => {
    const tokens = await signIn({
      endpoint: t.emulator.endpoint,
      clientId: t.pool.clientId,
      email: "manager@example.jp",
      password: "Demo1234",
    });
    expect(lifetime(tokens.idToken)).toBe(3600);
    expect(lifetime(tokens.accessToken)).toBe(3600);
  });

  it("a client kept from an older data dir gets them on the next bootstrap", async () => {
    const dir = join(t.dataDir, "legacy");
    mkdirSync(dir, { recursive: true });
    const client = cognitoClient(t.emulator.endpoint);
    try {
      // As bootstrapped before #36: no lifetimes on the client.
      const pool = await client.send(
        new CreateUserPoolCommand({ PoolName: "legacy", UsernameAttributes: ["email"] }),
      );
      const userPoolId = pool.UserPool!.Id!;
      const app = await client.send(
        new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: "legacy" }),
      );
      const clientId = app.UserPoolClient!.ClientId!;
      writeFileSync(
        join(dir, "pool.json"),
        JSON.stringify({ userPoolId, clientId, endpoint: t.emulator.endpoint }),
      );
      const admin = demoUsers.filter((u) => u.email === "admin@example.jp");
      await bootstrapEmulator({ endpoint: t.emulator.endpoint, dataDir: dir, users: admin });
      const creds = { endpoint: t.emulator.endpoint, clientId, email: "admin@example.jp" };
      const tokens = await signIn({ ...creds, password: "Demo1234" });
      expect(lifetime(tokens.idToken)).toBe(3600);
    } finally {
      client.destroy();
    }
  });
});

describe("e-mail changes (verified on change, as the runbook's pool)", () => {
  it("a user's own change waits for verification; the administrator's (verified) applies at once", async () => {
    const client = cognitoClient(t.emulator.endpoint);
    const UserPoolId = t.pool.userPoolId;
    const email = `mail-${Date.now().toString(36)}@example.jp`;
    const emailOf = async (username: string) =>
      (
        await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }))
      ).UserAttributes?.find((a) => a.Name === "email")?.Value;
    try {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          TemporaryPassword: "Start1234",
          MessageAction: "SUPPRESS",
          UserAttributes: [
            { Name: "email", Value: email },
            { Name: "email_verified", Value: "true" },
          ],
        }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: email,
          Password: "Mail1234",
          Permanent: true,
        }),
      );
      // The user's own change (the gateway's proxy refuses it anyway) leaves the address alone
      // until the code sent to the new one is verified: what the bundle smoke checks too.
      expect(
        await poolFacts({
          endpoint: t.emulator.endpoint,
          userPoolId: UserPoolId,
          clientId: t.pool.clientId,
          email,
          password: "Mail1234",
        }),
      ).toEqual({
        idTokenMinutes: 60,
        accessTokenMinutes: 60,
        emailChangeWaitsForVerification: true,
      });
      const sub = String(
        (
          await client.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
        ).UserAttributes?.find((a) => a.Name === "sub")?.Value,
      );
      expect(await emailOf(sub)).toBe(email);
      // The API's call for a 管理者's change (api/src/users/identity-admin.ts): at once, same sub.
      const moved = `moved-${email}`;
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId,
          Username: sub,
          UserAttributes: [
            { Name: "email", Value: moved },
            { Name: "email_verified", Value: "true" },
          ],
        }),
      );
      expect(await emailOf(sub)).toBe(moved);
      const again = await signIn({
        endpoint: t.emulator.endpoint,
        clientId: t.pool.clientId,
        email: moved,
        password: "Mail1234",
      });
      expect(decodeToken(again.idToken).claims).toMatchObject({ sub, email: moved });
    } finally {
      client.destroy();
    }
  });
});

// Documented emulator bug the gateway's /identity proxy works around (identity-proxy.ts): the
// tokens answering a NEW_PASSWORD_REQUIRED challenge carry a refresh token the emulator never
// stored, so it never refreshes. Amazon Cognito refreshes it.
describe("the emulator's first-session refresh token", () => {
  it("RespondToAuthChallenge's refresh token is refused by REFRESH_TOKEN_AUTH", async () => {
    const client = cognitoClient(t.emulator.endpoint);
    const email = `first-${Date.now().toString(36)}@example.jp`;
    try {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: t.pool.userPoolId,
          Username: email,
          TemporaryPassword: "Temp1234",
          MessageAction: "SUPPRESS",
          UserAttributes: [{ Name: "email", Value: email }],
        }),
      );
      const challenge = await client.send(
        new InitiateAuthCommand({
          AuthFlow: "USER_PASSWORD_AUTH",
          ClientId: t.pool.clientId,
          AuthParameters: { USERNAME: email, PASSWORD: "Temp1234" },
        }),
      );
      expect(challenge.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
      const answered = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: t.pool.clientId,
          ChallengeName: "NEW_PASSWORD_REQUIRED",
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "Chosen1234" },
        }),
      );
      const refreshToken = answered.AuthenticationResult?.RefreshToken;
      expect(refreshToken).toBeTruthy();
      const refresh = (token: string) =>
        client.send(
          new InitiateAuthCommand({
            AuthFlow: "REFRESH_TOKEN_AUTH",
            ClientId: t.pool.clientId,
            AuthParameters: { REFRESH_TOKEN: token },
          }),
        );
      expect(await errorName(refresh(refreshToken!))).toBe("NotAuthorizedException");
      // A password sign-in's refresh token is stored, and refreshes.
      const signedIn = await signIn({
        endpoint: t.emulator.endpoint,
        clientId: t.pool.clientId,
        email,
        password: "Chosen1234",
      });
      expect((await refresh(signedIn.refreshToken)).AuthenticationResult?.IdToken).toBeTruthy();
    } finally {
      client.destroy();
    }
  });
});

describe("cognitoClient", () => {
  it("still answers after its caller's event loop was blocked past the emulator's 5 s keep-alive", async () => {
    // The API's tests run PGlite on their own thread: a long query blocks the loop, so the
    // client never sees the emulator close its idle connection. A pooled socket would be reused
    // dead (ECONNRESET, one attempt: the 502s of CI runs when creating a user).
    const client = cognitoClient(t.emulator.endpoint);
    try {
      const get = () =>
        client.send(
          new AdminGetUserCommand({ UserPoolId: t.pool.userPoolId, Username: "admin@example.jp" }),
        );
      await get();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const until = Date.now() + 6000;
      while (Date.now() < until) {
        // blocked, as a synchronous query blocks it
      }
      expect((await get()).Enabled).toBe(true);
    } finally {
      client.destroy();
    }
  }, 20_000);
});

describe("readLatestCode", () => {
  it("reads the code ForgotPassword printed, per email", async () => {
    expect(await readLatestCode(t.emulator.logFile, "manager@example.jp")).toBeUndefined();
    const client = cognitoClient(t.emulator.endpoint);
    await client.send(
      new ForgotPasswordCommand({ ClientId: t.pool.clientId, Username: "manager@example.jp" }),
    );
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      code = await readLatestCode(t.emulator.logFile, "manager@example.jp");
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    expect(code).toMatch(/^\d{6}$/);
    expect(await readLatestCode(t.emulator.logFile, "admin@example.jp")).toBeUndefined();
    await client.send(
      new ForgotPasswordCommand({ ClientId: t.pool.clientId, Username: "admin@example.jp" }),
    );
    let adminCode: string | undefined;
    for (let i = 0; i < 50 && !adminCode; i++) {
      adminCode = await readLatestCode(t.emulator.logFile, "admin@example.jp");
      if (!adminCode) await new Promise((r) => setTimeout(r, 100));
    }
    expect(adminCode).toMatch(/^\d{6}$/);
    expect(await readLatestCode(t.emulator.logFile)).toBe(adminCode);
    client.destroy();
  });

  it("answers undefined for a missing log", async () => {
    expect(await readLatestCode(join(t.dataDir, "missing.log"))).toBeUndefined();
  });
});

describe("restart", () => {
  it("keeps pool and users across an emulator restart on the same data dir", async () => {
    const port = Number(new URL(t.emulator.endpoint).port);
    await t.emulator.stop();
    expect(existsSync(join(t.dataDir, ".cognito", "db"))).toBe(true);
    t.emulator = await startEmulator({ dataDir: t.dataDir, port });
    const again = await bootstrapEmulator({ endpoint: t.emulator.endpoint, dataDir: t.dataDir });
    expect(again).toEqual(t.pool);
    const tokens = await signIn({
      endpoint: t.emulator.endpoint,
      clientId: t.pool.clientId,
      email: "order@example.jp",
      password: "Demo1234",
    });
    expect(decodeToken(tokens.idToken).claims.email).toBe("order@example.jp");
  });
});
