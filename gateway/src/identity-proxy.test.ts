// The gateway's /identity proxy (local mode), tried the way an attacker would: every request goes
// over real HTTP through the gateway to a real cognito-local, and the API/gateway judge the tokens
// that come back. The emulator itself trusts everyone; what is refused here is refused by the proxy.
import { join } from "node:path";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@cfx/identity/demo-users";
import { issuerOf, readLatestCode } from "@cfx/identity/emulator";
import { mintEmulatorIdToken } from "@cfx/identity/test-tokens";
import { challengeSeal } from "./identity-challenge";
import { CODE_ATTEMPTS } from "./identity-checks";
import { BROWSER_OPERATIONS } from "./identity-proxy";
import { CLIENT_FAILURE_LIMIT, USER_FAILURE_LIMIT } from "./sign-in-brake";
import { gql } from "./test/harness";
import { useTestStack } from "./test/stack";

const stack = useTestStack();

type Answer = { status: number; body: Record<string, unknown>; type: string | undefined };
type AuthResult = { IdToken: string; AccessToken: string; RefreshToken?: string };

/** A Cognito call exactly as Amplify v6 sends it, to `url` (the proxy, or the emulator itself). */
async function cognito(url: string, operation: string, body: unknown): Promise<Answer> {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": `AWSCognitoIdentityProviderService.${operation}`,
      "x-amz-user-agent": "aws-amplify/6.22.1 auth/4 framework/1",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  const type = (res.headers.get("x-amzn-errortype") ??
    parsed.__type ??
    parsed.code ??
    undefined) as string | undefined;
  return { status: res.status, body: parsed, type: type?.split(":")[0] };
}
const proxy = (operation: string, body: unknown) =>
  cognito(`${stack.gateway.url}/identity`, operation, body);
/** Straight to the emulator: its admin calls need no credentials (what the proxy must not pass). */
const direct = (operation: string, body: unknown) =>
  cognito(stack.identity.endpoint, operation, body);

const clientId = () => stack.identity.pool.clientId;
const userPoolId = () => stack.identity.pool.userPoolId;

const passwordSignIn = (email: string, password: string, via = proxy) =>
  via("InitiateAuth", {
    AuthFlow: "USER_PASSWORD_AUTH",
    ClientId: clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
const refreshThroughProxy = (refreshToken: string) =>
  proxy("GetTokensFromRefreshToken", { ClientId: clientId(), RefreshToken: refreshToken });

function tokensOf(answer: Answer): AuthResult {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = answer.body.AuthenticationResult as AuthResult | undefined;
  expect(result?.IdToken).toBeTruthy();
  return result!;
}
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;

async function setIdentityEmail(username: string, email: string) {
  const answer = await direct("AdminUpdateUserAttributes", {
    UserPoolId: userPoolId(),
    Username: username,
    UserAttributes: [
      { Name: "email", Value: email },
      { Name: "email_verified", Value: "true" },
    ],
  });
  expect(answer.status).toBe(200);
}
async function identityEmail(username: string) {
  const answer = await direct("AdminGetUser", { UserPoolId: userPoolId(), Username: username });
  const attributes = answer.body.UserAttributes as { Name: string; Value: string }[];
  return attributes.find((a) => a.Name === "email")?.Value;
}

const adminToken = async () => (await stack.identity.tokens("admin@example.jp")).idToken;
const VIEWER = "query { viewer { id email roleType { id } can { userManage } } }";
type Viewer = { viewer: { id: string; email: string; can: { userManage: boolean } } };

let serial = 0;
/**
 * A user the administrator creates through the gateway (temporary password), signed in through
 * the proxy as the web app does: InitiateAuth → NEW_PASSWORD_REQUIRED → RespondToAuthChallenge.
 */
async function createAndSignIn(roleTypeId = 3) {
  const email = `proxy-${Date.now().toString(36)}-${++serial}@example.jp`;
  const created = await gql<{ createUser: { id: string; version: number } }>(
    stack.gateway.url,
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { id version } }`,
    {
      token: await adminToken(),
      variables: {
        input: { name: "代理 試験", email, roleTypeId, temporaryPassword: "Temp1234" },
      },
    },
  );
  expect(created.body.errors).toBeUndefined();
  const challenge = await passwordSignIn(email, "Temp1234");
  expect(challenge.status).toBe(200);
  expect(challenge.body.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
  // The first session's tokens, as the web app keeps them (their refresh token works: see
  // "a new staff member's first session renews").
  const tokens = tokensOf(
    await proxy("RespondToAuthChallenge", {
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      ClientId: clientId(),
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "Chosen1234" },
    }),
  );
  return { ...created.body.data!.createUser, email, password: "Chosen1234", tokens };
}

describe("only what the sign-in page needs goes through", () => {
  const removed = [
    "UpdateUserAttributes",
    "GetUserAttributeVerificationCode",
    "VerifyUserAttribute",
    "ChangePassword",
    "GetUser",
    "GlobalSignOut",
    "DeleteUser",
    "DeleteUserAttributes",
    "SignUp",
    "ConfirmSignUp",
    "AssociateSoftwareToken",
    "SetUserMFAPreference",
    "AdminInitiateAuth",
    "AdminGetUser",
    "AdminUpdateUserAttributes",
    "AdminSetUserPassword",
    "AdminEnableUser",
    "AdminCreateUser",
    "ListUsers",
    "CreateUserPoolClient",
    "",
  ];

  it("the allow-list is exactly the Amplify calls of the web app", () => {
    expect([...BROWSER_OPERATIONS].sort()).toEqual(
      [
        "ConfirmForgotPassword",
        "ForgotPassword",
        "GetTokensFromRefreshToken",
        "InitiateAuth",
        "RespondToAuthChallenge",
        "RevokeToken",
      ].sort(),
    );
  });

  it.each(removed)(
    "refuses %j with AccessDeniedException before the emulator sees it",
    async (op) => {
      const { accessToken } = await stack.identity.tokens("matter@example.jp");
      const answer = await proxy(op, {
        AccessToken: accessToken,
        UserPoolId: userPoolId(),
        ClientId: clientId(),
        Username: "matter@example.jp",
        UserAttributes: [{ Name: "email", Value: "admin@example.jp" }],
      });
      expect(answer.status).toBe(400);
      expect(answer.type).toBe("AccessDeniedException");
    },
  );

  it("UpdateUserAttributes with the user's own access token changes nothing", async () => {
    const { accessToken } = await stack.identity.tokens("negotiation@example.jp");
    const answer = await proxy("UpdateUserAttributes", {
      AccessToken: accessToken,
      UserAttributes: [{ Name: "email", Value: "admin@example.jp" }],
    });
    expect(answer.type).toBe("AccessDeniedException");
    expect(await identityEmail("negotiation@example.jp")).toBe("negotiation@example.jp");
    const signIn = tokensOf(await passwordSignIn("negotiation@example.jp", DEMO_PASSWORD));
    expect(claimsOf(signIn.IdToken).email).toBe("negotiation@example.jp");
  });

  it.each([
    "ADMIN_USER_PASSWORD_AUTH",
    "ADMIN_NO_SRP_AUTH",
    "USER_SRP_AUTH",
    "CUSTOM_AUTH",
    "USER_AUTH",
    "REFRESH_TOKEN",
    "",
  ])("refuses InitiateAuth with AuthFlow %j", async (flow) => {
    const answer = await proxy("InitiateAuth", {
      AuthFlow: flow,
      ClientId: clientId(),
      AuthParameters: { USERNAME: "admin@example.jp", PASSWORD: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toBe("AccessDeniedException");
    expect(answer.body.AuthenticationResult).toBeUndefined();
  });

  it("refuses another app client, and bodies that are not a JSON object", async () => {
    const other = await proxy("InitiateAuth", {
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: "someOtherClient",
      AuthParameters: { USERNAME: "admin@example.jp", PASSWORD: DEMO_PASSWORD },
    });
    expect(other.status).toBe(400);
    expect(other.body.AuthenticationResult).toBeUndefined();
    for (const body of ["{not json", "[]", "null", "42"]) {
      const answer = await proxy("InitiateAuth", body);
      expect(answer.status, body).toBe(400);
    }
  });
});

describe("account takeover by e-mail", () => {
  it("A cannot set its e-mail to B's through the proxy; with the emulator's admin call it can, and still gets only A", async () => {
    const a = await createAndSignIn(3);
    // Through the gateway: refused, the attribute stays.
    const attempt = await proxy("UpdateUserAttributes", {
      AccessToken: a.tokens.AccessToken,
      UserAttributes: [
        { Name: "email", Value: "admin@example.jp" },
        { Name: "email_verified", Value: "true" },
      ],
    });
    expect(attempt.type).toBe("AccessDeniedException");
    expect(await identityEmail(a.email)).toBe(a.email);

    // Simulate a token whose e-mail claim is the administrator's: set it on the emulator.
    const aSub = claimsOf(a.tokens.IdToken).sub as string;
    await setIdentityEmail(aSub, "admin@example.jp");
    try {
      const refreshed = tokensOf(await refreshThroughProxy(a.tokens.RefreshToken!));
      expect(claimsOf(refreshed.IdToken)).toMatchObject({ email: "admin@example.jp", sub: aSub });
      const viewer = await gql<Viewer>(stack.gateway.url, VIEWER, { token: refreshed.IdToken });
      expect(viewer.body.errors).toBeUndefined();
      expect(viewer.body.data!.viewer).toMatchObject({
        id: a.id,
        email: a.email,
        can: { userManage: false },
      });
      const users = await gql(stack.gateway.url, "query { users { items { id } } }", {
        token: refreshed.IdToken,
      });
      expect(users.body.data).toBeNull();
      expect(users.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    } finally {
      await setIdentityEmail(aSub, a.email);
    }
  });

  it("a token whose sub matches no user row is nobody, even with the administrator's e-mail", async () => {
    const stranger = mintEmulatorIdToken({
      issuer: issuerOf(stack.identity.endpoint, userPoolId()),
      clientId: clientId(),
      email: "admin@example.jp",
    });
    const viewer = await gql<Viewer>(stack.gateway.url, VIEWER, { token: stranger });
    expect(viewer.body.data?.viewer ?? null).toBeNull();
    expect(["NOT_FOUND", "UNAUTHENTICATED"]).toContain(viewer.body.errors?.[0]?.extensions?.code);
    const users = await gql(stack.gateway.url, "query { users { items { id email } } }", {
      token: stranger,
    });
    expect(users.body.data?.users ?? null).toBeNull();
    expect(users.text).not.toContain("admin@example.jp");
  });
});

describe("the NEW_PASSWORD_REQUIRED challenge (the emulator checks neither password nor session)", () => {
  it("a made-up session cannot set anyone's password", async () => {
    for (const Session of ["x", "cfx.e30.AAAA", undefined]) {
      const answer = await proxy("RespondToAuthChallenge", {
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        ClientId: clientId(),
        Session,
        ChallengeResponses: { USERNAME: "admin@example.jp", NEW_PASSWORD: "Hacked1234" },
      });
      expect(answer.status).toBe(400);
      expect(answer.type).toBe("NotAuthorizedException");
      expect(answer.body.AuthenticationResult).toBeUndefined();
    }
    tokensOf(await passwordSignIn("admin@example.jp", DEMO_PASSWORD));
    expect((await passwordSignIn("admin@example.jp", "Hacked1234")).status).toBe(400);
  });

  it("only the challenge's own user, with the right temporary password, once", async () => {
    const email = `challenge-${Date.now().toString(36)}@example.jp`;
    const created = await gql(
      stack.gateway.url,
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        token: await adminToken(),
        variables: {
          input: { name: "挑戦 試験", email, roleTypeId: 3, temporaryPassword: "Temp1234" },
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    // The emulator hands out the challenge whatever the password; the proxy does not.
    const emulatorWouldAnswer = await passwordSignIn(email, "Wrong9999", direct);
    expect(emulatorWouldAnswer.body.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
    const wrong = await passwordSignIn(email, "Wrong9999");
    expect(wrong.status).toBe(400);
    expect(wrong.body.ChallengeName).toBeUndefined();
    expect(wrong.body.Session).toBeUndefined();

    // The emulator's own session is not accepted through the proxy.
    const raw = await proxy("RespondToAuthChallenge", {
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      ClientId: clientId(),
      Session: emulatorWouldAnswer.body.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "Chosen1234" },
    });
    expect(raw.type).toBe("NotAuthorizedException");

    const challenge = await passwordSignIn(email, "Temp1234");
    expect(challenge.body.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
    const Session = challenge.body.Session;
    // Someone else's name with this session: refused (the administrator keeps the password).
    const hijack = await proxy("RespondToAuthChallenge", {
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      ClientId: clientId(),
      Session,
      ChallengeResponses: { USERNAME: "admin@example.jp", NEW_PASSWORD: "Hacked1234" },
    });
    expect(hijack.type).toBe("NotAuthorizedException");
    tokensOf(await passwordSignIn("admin@example.jp", DEMO_PASSWORD));
    // Another challenge name: refused.
    const mfa = await proxy("RespondToAuthChallenge", {
      ChallengeName: "SMS_MFA",
      ClientId: clientId(),
      Session,
      ChallengeResponses: { USERNAME: email, SMS_MFA_CODE: "123456" },
    });
    expect(mfa.status).toBe(400);

    const answer = {
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      ClientId: clientId(),
      Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "Chosen1234" },
    };
    tokensOf(await proxy("RespondToAuthChallenge", answer));
    // Replayed: the challenge is over.
    const replay = await proxy("RespondToAuthChallenge", {
      ...answer,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "Again1234" },
    });
    expect(replay.type).toBe("NotAuthorizedException");
    tokensOf(await passwordSignIn(email, "Chosen1234"));
  });

  it("a sealed session expires and cannot be altered", () => {
    const seal = challengeSeal(Buffer.alloc(32, 7));
    const sealed = seal.seal("emulator-session", "user-1", 1_000);
    expect(seal.open(sealed, 1_000 + 60_000)).toEqual({
      session: "emulator-session",
      username: "user-1",
    });
    expect(seal.open(sealed, 1_000 + 3 * 60_000 + 1)).toBeUndefined();
    const [prefix, body, mac] = sealed.split(".");
    const forged = Buffer.from(
      JSON.stringify({ s: "emulator-session", u: "admin", e: 10 ** 15 }),
    ).toString("base64url");
    expect(seal.open(`${prefix}.${forged}.${mac}`, 1_000)).toBeUndefined();
    expect(seal.open(`${prefix}.${body}.${mac}x`, 1_000)).toBeUndefined();
    expect(challengeSeal(Buffer.alloc(32, 8)).open(sealed, 1_000)).toBeUndefined();
  });
});

describe("password reset (the emulator checks a code only when it issued one, and never counts)", () => {
  it("ConfirmForgotPassword without a code is refused; the emulator alone would take it", async () => {
    const victim = await createAndSignIn(3);
    // Straight to the emulator: no ForgotPassword, no code, and the password is someone else's.
    const hole = await direct("ConfirmForgotPassword", {
      ClientId: clientId(),
      Username: victim.email,
      Password: "Taken1234",
    });
    expect(hole.status).toBe(200);
    tokensOf(await passwordSignIn(victim.email, "Taken1234"));

    for (const ConfirmationCode of [undefined, "", " ", null, 123456]) {
      const answer = await proxy("ConfirmForgotPassword", {
        ClientId: clientId(),
        Username: "admin@example.jp",
        ConfirmationCode,
        Password: "Hacked1234",
      });
      expect(answer.status).toBe(400);
      expect(answer.type).toBe("InvalidParameterException");
    }
    tokensOf(await passwordSignIn("admin@example.jp", DEMO_PASSWORD));
    expect((await passwordSignIn("admin@example.jp", "Hacked1234")).status).toBe(400);
  });

  it("five wrong codes lock the reset, even for the right code afterwards", async () => {
    const user = await createAndSignIn(3);
    const sent = await proxy("ForgotPassword", { ClientId: clientId(), Username: user.email });
    expect(sent.status).toBe(200);
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      code = await readLatestCode(join(stack.identity.dataDir, "emulator.log"), user.email);
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    expect(code).toMatch(/^\d+$/);
    const attempt = (ConfirmationCode: string) =>
      proxy("ConfirmForgotPassword", {
        ClientId: clientId(),
        Username: user.email,
        ConfirmationCode,
        Password: "Guessed1234",
      });
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < CODE_ATTEMPTS; i++)
      expect((await attempt(wrong)).type).toBe("CodeMismatchException");
    const locked = await attempt(code!);
    expect(locked.status).toBe(400);
    expect(locked.type).toBe("LimitExceededException");
    // The password did not change.
    tokensOf(await passwordSignIn(user.email, user.password));
  });
});

describe("a deleted user gets no tokens (the emulator ignores Enabled; Cognito does not)", () => {
  it("sign-in, refresh and password reset answer NotAuthorizedException 'User is disabled.'", async () => {
    const c = await createAndSignIn(3);
    const before = tokensOf(await refreshThroughProxy(c.tokens.RefreshToken!));
    expect(claimsOf(before.IdToken).sub).toBe(claimsOf(c.tokens.IdToken).sub);

    const deleted = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { deleteUser(id: $id, version: $version) }`,
      { token: await adminToken(), variables: { id: c.id, version: c.version } },
    );
    expect(deleted.body.errors).toBeUndefined();
    const status = await direct("AdminGetUser", { UserPoolId: userPoolId(), Username: c.email });
    expect(status.body.Enabled).toBe(false);

    // The emulator alone would still issue tokens: this is the proxy's doing.
    tokensOf(await passwordSignIn(c.email, c.password, direct));

    const disabled = { status: 400, type: "NotAuthorizedException", message: "User is disabled." };
    const signIn = await passwordSignIn(c.email, c.password);
    expect({ ...signIn, message: signIn.body.message }).toMatchObject(disabled);
    expect(signIn.body.AuthenticationResult).toBeUndefined();

    const refresh = await refreshThroughProxy(c.tokens.RefreshToken!);
    expect({ ...refresh, message: refresh.body.message }).toMatchObject(disabled);
    expect(refresh.body.AuthenticationResult).toBeUndefined();

    const initiateRefresh = await proxy("InitiateAuth", {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: clientId(),
      AuthParameters: { REFRESH_TOKEN: c.tokens.RefreshToken },
    });
    expect({ ...initiateRefresh, message: initiateRefresh.body.message }).toMatchObject(disabled);
    expect(initiateRefresh.body.AuthenticationResult).toBeUndefined();

    const reset = await proxy("ForgotPassword", { ClientId: clientId(), Username: c.email });
    expect({ ...reset, message: reset.body.message }).toMatchObject(disabled);

    // And the ID token the user still holds is refused by the API behind the gateway.
    const viewer = await gql<Viewer>(stack.gateway.url, VIEWER, { token: before.IdToken });
    expect(viewer.body.data?.viewer ?? null).toBeNull();
  });

  it("enabled users are unaffected: sign-in, refresh and reset still work", async () => {
    const tokens = tokensOf(await passwordSignIn("linecode@example.jp", DEMO_PASSWORD));
    tokensOf(await refreshThroughProxy(tokens.RefreshToken!));
    const reset = await proxy("ForgotPassword", {
      ClientId: clientId(),
      Username: "linecode@example.jp",
    });
    expect(reset.status).toBe(200);
    const revoke = await proxy("RevokeToken", { ClientId: clientId(), Token: tokens.RefreshToken });
    expect(revoke.status).toBe(200);
  });
});

// Each brake test signs in from its own loopback address (all of 127/8 reaches the gateway on
// 127.0.0.1), so the per-client counts of one test never reach another's. node:http, because it
// binds the local address it is given.
function fromAddress(localAddress: string) {
  return (operation: string, body: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const url = new URL(`${stack.gateway.url}/identity`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          localAddress,
          headers: {
            "content-type": "application/x-amz-json-1.1",
            "x-amz-target": `AWSCognitoIdentityProviderService.${operation}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<
              string,
              unknown
            >;
            const type = (res.headers["x-amzn-errortype"] ?? parsed.__type) as string | undefined;
            resolve({ status: res.statusCode ?? 0, body: parsed, type: type?.split(":")[0] });
          });
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify(body));
    });
}
const LOCKED = {
  status: 400,
  type: "NotAuthorizedException",
  message: "Password attempts exceeded",
};
const summary = (a: Answer) => ({ status: a.status, type: a.type, message: a.body.message });

describe("the sign-in brake (the emulator answers every guess and never locks)", () => {
  it("30 wrong passwords: five reach the emulator, then the account is locked, the right password too", async () => {
    const user = await createAndSignIn(3);
    const via = fromAddress("127.0.0.11");
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++)
      answers.push(await passwordSignIn(user.email, `Wrong${i}xx1A`, via));
    // The emulator's own answer to a wrong password, five times; Cognito's lockout after that.
    expect(answers.slice(0, USER_FAILURE_LIMIT).map((a) => a.type)).toEqual(
      Array(USER_FAILURE_LIMIT).fill("InvalidPasswordException"),
    );
    for (const answer of answers.slice(USER_FAILURE_LIMIT)) expect(summary(answer)).toEqual(LOCKED);

    const right = await passwordSignIn(user.email, user.password, via);
    expect(summary(right)).toEqual(LOCKED);
    expect(right.body.AuthenticationResult).toBeUndefined();
    // From another address, and under the pool's username (the emulator takes it as the user
    // name too): the same account, the same lock.
    const elsewhere = fromAddress("127.0.0.12");
    expect(summary(await passwordSignIn(user.email, user.password, elsewhere))).toEqual(LOCKED);
    const username = String(claimsOf(user.tokens.IdToken)["cognito:username"]);
    expect(summary(await passwordSignIn(username, user.password, elsewhere))).toEqual(LOCKED);
    // Other users are not affected, even from the attacker's address.
    tokensOf(await passwordSignIn("linecode@example.jp", DEMO_PASSWORD, via));
  });

  it("a success resets the user's count", async () => {
    const user = await createAndSignIn(3);
    const via = fromAddress("127.0.0.13");
    const wrongTimes = async (n: number) => {
      for (let i = 0; i < n; i++)
        expect((await passwordSignIn(user.email, "Wrong1234", via)).type).toBe(
          "InvalidPasswordException",
        );
    };
    await wrongTimes(USER_FAILURE_LIMIT - 1);
    tokensOf(await passwordSignIn(user.email, user.password, via));
    await wrongTimes(USER_FAILURE_LIMIT - 1);
    tokensOf(await passwordSignIn(user.email, user.password, via));
    await wrongTimes(USER_FAILURE_LIMIT);
    expect(summary(await passwordSignIn(user.email, user.password, via))).toEqual(LOCKED);
  });

  it("one address trying many user names is locked, for every user; other addresses are not", async () => {
    const via = fromAddress("127.0.0.21");
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) {
      const answer = await passwordSignIn(`spray-${i}-${Date.now()}@example.jp`, "Spring2024", via);
      // The emulator's word for an unknown user name (the web shows 該当のメールアドレスは未登録です).
      expect(answer.type).toBe("NotAuthorizedException");
      expect(answer.body.message).not.toBe(LOCKED.message);
    }
    const blocked = await passwordSignIn("manager@example.jp", DEMO_PASSWORD, via);
    expect(summary(blocked)).toEqual(LOCKED);
    tokensOf(await passwordSignIn("manager@example.jp", DEMO_PASSWORD, fromAddress("127.0.0.22")));
  });

  it("a password reset with the e-mailed code opens a locked account again", async () => {
    const user = await createAndSignIn(3);
    const via = fromAddress("127.0.0.31");
    for (let i = 0; i < USER_FAILURE_LIMIT; i++) await passwordSignIn(user.email, "Wrong1234", via);
    expect(summary(await passwordSignIn(user.email, user.password, via))).toEqual(LOCKED);
    expect(
      (await proxy("ForgotPassword", { ClientId: clientId(), Username: user.email })).status,
    ).toBe(200);
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      code = await readLatestCode(join(stack.identity.dataDir, "emulator.log"), user.email);
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    const reset = await proxy("ConfirmForgotPassword", {
      ClientId: clientId(),
      Username: user.email,
      ConfirmationCode: code,
      Password: "Reset1234",
    });
    expect(reset.status).toBe(200);
    tokensOf(await passwordSignIn(user.email, "Reset1234", via));
  });
});

describe("a new staff member's first session renews (the emulator stores no challenge refresh token)", () => {
  it("temporary password → new password → the refresh token of that answer refreshes", async () => {
    const user = await createAndSignIn(3);
    const refreshed = tokensOf(await refreshThroughProxy(user.tokens.RefreshToken!));
    expect(claimsOf(refreshed.IdToken)).toMatchObject({
      sub: claimsOf(user.tokens.IdToken).sub,
      email: user.email,
    });
    // The refreshed token is taken by the gateway and the API behind it.
    const viewer = await gql<Viewer>(stack.gateway.url, VIEWER, { token: refreshed.IdToken });
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data!.viewer).toMatchObject({ id: user.id, email: user.email });
  });
});
