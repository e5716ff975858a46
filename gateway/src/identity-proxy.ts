import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { Pool } from "undici";
import { SignInBrake } from "./sign-in-brake";

// `POST /identity` → the emulator (cognito-local), local mode only, so the browser talks to one
// origin. The emulator trusts whoever reaches it: it answers Admin* calls without credentials,
// lets a user change its own e-mail, never checks `Enabled`, issues a NEW_PASSWORD_REQUIRED
// challenge without checking the temporary password, answers that challenge for ANY user without
// checking the session, resets a password with no verification code at all when none was asked
// for, never limits wrong codes or wrong passwords, and never stores the refresh token of a
// challenge answer. So this proxy forwards only what the sign-in page needs, and enforces on the
// way what Amazon Cognito enforces itself.

/**
 * The Cognito operations of the web app's Amplify v6 calls (web/src/features/auth/SignInPage.tsx,
 * web/src/app/identity.ts): signIn with USER_PASSWORD_AUTH → InitiateAuth; confirmSignIn →
 * RespondToAuthChallenge; resetPassword / confirmResetPassword → ForgotPassword /
 * ConfirmForgotPassword; the token refresh → GetTokensFromRefreshToken (translated below);
 * signOut() → RevokeToken. Nothing else: no self-service attribute or password change (an
 * e-mail a user could set would be an identity it could claim), no GetUser, no GlobalSignOut.
 */
export const BROWSER_OPERATIONS: ReadonlySet<string> = new Set([
  "InitiateAuth",
  "RespondToAuthChallenge",
  "ForgotPassword",
  "ConfirmForgotPassword",
  "GetTokensFromRefreshToken",
  "RevokeToken",
]);
/** InitiateAuth flows: the sign-in form's, and the refresh the translation below makes. */
export const AUTH_FLOWS: ReadonlySet<string> = new Set([
  "USER_PASSWORD_AUTH",
  "REFRESH_TOKEN_AUTH",
]);
/** The only challenge this pool issues (no MFA, no custom auth). */
const CHALLENGE = "NEW_PASSWORD_REQUIRED";
/** How long a NEW_PASSWORD_REQUIRED challenge may be answered (Cognito's default session). */
export const CHALLENGE_TTL_MS = 3 * 60_000;
/**
 * Wrong verification codes a user may send before ConfirmForgotPassword is refused for a while:
 * the emulator never limits them, and a 6-digit code falls to a loop otherwise.
 */
export const CODE_ATTEMPTS = 5;
const CODE_LOCK_MS = 15 * 60_000;

const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";
const JSON_TYPE = "application/x-amz-json-1.1";

const forwardedRequestHeaders = ["content-type", "x-amz-user-agent"] as const;
// Amplify reads the error name from `x-amzn-errortype` first, then from the body.
const relayedResponseHeaders = ["content-type", "x-amzn-errortype", "x-amzn-requestid"] as const;

const TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

/** A Cognito-style error answer: status 400 and `{ __type, message }`, as Cognito sends them. */
class IdentityRefusal extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

interface EmulatorAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  body: Json | undefined;
}

/** An emulator refusal the browser gets as it is (e.g. the wrong temporary password). */
class RelayedAnswer extends Error {
  constructor(readonly answer: EmulatorAnswer) {
    super("relayed");
  }
}

// What Amazon Cognito answers in these cases, word for word (Amplify and the web app's error
// mapping read the name; "User is disabled." tells a disabled account apart).
const refuse = {
  operation: () =>
    new IdentityRefusal(
      "AccessDeniedException",
      "This operation is not available through the gateway",
    ),
  flow: () =>
    new IdentityRefusal(
      "AccessDeniedException",
      "This authentication flow is not available through the gateway",
    ),
  client: () =>
    new IdentityRefusal("ResourceNotFoundException", "User pool client does not exist."),
  malformed: () =>
    new IdentityRefusal("SerializationException", "The request body is not valid JSON"),
  disabled: () => new IdentityRefusal("NotAuthorizedException", "User is disabled."),
  session: () => new IdentityRefusal("NotAuthorizedException", "Invalid session for the user."),
  revoked: () => new IdentityRefusal("NotAuthorizedException", "Refresh Token has been revoked"),
  noCode: () =>
    new IdentityRefusal("InvalidParameterException", "ConfirmationCode and Password are required"),
  attempts: () =>
    new IdentityRefusal(
      "LimitExceededException",
      "Attempt limit exceeded, please try after some time.",
    ),
  // Cognito's answer while a user is locked out after too many wrong passwords.
  locked: () => new IdentityRefusal("NotAuthorizedException", "Password attempts exceeded"),
  unreachable: () =>
    new IdentityRefusal("InternalErrorException", "認証サービスに接続できません", 502),
};

/**
 * Amplify v6 refreshes tokens with GetTokensFromRefreshToken, which cognito-local 5.3 does not
 * implement; its InitiateAuth REFRESH_TOKEN_AUTH answers the same AuthenticationResult, so the
 * proxy (local mode only) asks that instead. Real Cognito never goes through this proxy.
 */
export function translateForEmulator(
  operation: string,
  request: Json,
): { operation: string; request: Json } {
  if (operation !== "GetTokensFromRefreshToken") return { operation, request };
  return {
    operation: "InitiateAuth",
    request: {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
    },
  };
}

/** The claims of a JWT, unverified (only for tokens the emulator itself just answered). */
export function unverifiedClaims(token: unknown): Json | undefined {
  if (typeof token !== "string") return undefined;
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claims && typeof claims === "object" ? (claims as Json) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The emulator's challenge session, handed to the browser sealed (HMAC, per-process key) with the
 * user it was issued to and an expiry: the emulator answers RespondToAuthChallenge for whatever
 * USERNAME comes with any Session string, so the proxy must be the one that checks. A gateway
 * restart forgets the key: a challenge in flight then fails as expired (sign in again).
 */
export function challengeSeal(key: Buffer) {
  const mac = (body: string) => createHmac("sha256", key).update(body).digest("base64url");
  return {
    seal(session: string, username: string, now = Date.now()): string {
      const body = Buffer.from(
        JSON.stringify({ s: session, u: username, e: now + CHALLENGE_TTL_MS }),
      ).toString("base64url");
      return `cfx.${body}.${mac(body)}`;
    },
    open(sealed: unknown, now = Date.now()): { session: string; username: string } | undefined {
      if (typeof sealed !== "string") return undefined;
      const [prefix, body, signature] = sealed.split(".");
      if (prefix !== "cfx" || !body || !signature) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const { s, u, e } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Json;
        if (typeof s !== "string" || typeof u !== "string" || typeof e !== "number")
          return undefined;
        return e > now ? { session: s, username: u } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export interface IdentityProxyOptions {
  /** Emulator base URL. */
  endpoint: string;
  /** The pool the web app signs in to (for the proxy's own admin look-ups). */
  userPoolId: string;
  /** The web app's client: the only one the proxy forwards for. */
  clientId: string;
}

interface PoolUser {
  username: string;
  enabled: boolean;
  status: string;
}

/** The emulator's answers to a wrong password or an unknown user name: what the brake counts. */
const SIGN_IN_FAILURES: ReadonlySet<string> = new Set([
  "NotAuthorizedException",
  "InvalidPasswordException",
  "UserNotFoundException",
]);
const isSignInFailure = (answer: EmulatorAnswer) =>
  answer.status === 400 &&
  typeof answer.body?.__type === "string" &&
  SIGN_IN_FAILURES.has(answer.body.__type.split(":")[0] ?? "");

/** One sign-in attempt as the brake sees it: the user name it counts for, and the client. */
interface Attempt {
  user: string;
  client: string;
}

export const identityProxy: FastifyPluginAsync<IdentityProxyOptions> = async (
  app,
  { endpoint, userPoolId, clientId },
) => {
  const url = new URL(endpoint);
  const upstreamPath = `${url.pathname.replace(/\/+$/, "")}/`;
  const pool = new Pool(url.origin, {
    connections: 16,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    connect: { timeout: 5_000 },
  });
  app.addHook("onClose", async () => {
    await pool.close();
  });
  const sessions = challengeSeal(randomBytes(32));
  // Wrong passwords per user name and per client address (this process only: see the brake).
  const brake = new SignInBrake();
  // Wrong verification codes per pool username (this process only, like the challenge key).
  const codeFailures = new Map<string, { count: number; until: number }>();
  const failuresOf = (username: string, now = Date.now()) => {
    const entry = codeFailures.get(username);
    return entry && entry.until > now ? entry.count : 0;
  };
  const recordFailure = (username: string, now = Date.now()) => {
    // Expired entries go first, so guessing at many names cannot grow the map for long.
    if (codeFailures.size > 1000) {
      for (const [key, entry] of codeFailures) if (entry.until <= now) codeFailures.delete(key);
    }
    codeFailures.set(username, { count: failuresOf(username, now) + 1, until: now + CODE_LOCK_MS });
  };

  /** One call to the emulator: status, relayed headers and the raw and parsed body. */
  async function emulator(
    operation: string,
    request: Json,
    headers: Record<string, string> = {},
  ): Promise<EmulatorAnswer> {
    let answer;
    try {
      answer = await pool.request({
        method: "POST",
        path: upstreamPath,
        headers: {
          "content-type": JSON_TYPE,
          ...headers,
          "x-amz-target": TARGET_PREFIX + operation,
        },
        body: JSON.stringify(request),
      });
    } catch (error) {
      app.log.warn({ err: error }, "identity emulator unreachable");
      throw refuse.unreachable();
    }
    const raw = Buffer.from(await answer.body.arrayBuffer());
    let body: Json | undefined;
    try {
      const parsed: unknown = JSON.parse(raw.toString("utf8"));
      if (parsed && typeof parsed === "object") body = parsed as Json;
    } catch {
      body = undefined;
    }
    return { status: answer.statusCode, headers: answer.headers, raw, body };
  }

  /** The pool's record of a user (by e-mail, username or sub), or undefined when it has none. */
  async function lookUp(username: unknown): Promise<PoolUser | undefined> {
    if (typeof username !== "string" || username === "") return undefined;
    const answer = await emulator("AdminGetUser", { UserPoolId: userPoolId, Username: username });
    if (answer.status === 400 && answer.body?.__type === "UserNotFoundException") return undefined;
    // Anything else (a wrong pool id, an emulator failure) must not let a sign-in skip the check.
    if (answer.status !== 200 || !answer.body) throw refuse.unreachable();
    return {
      username: String(answer.body.Username ?? ""),
      enabled: answer.body.Enabled !== false,
      status: String(answer.body.UserStatus ?? ""),
    };
  }

  /** Cognito gives a disabled user nothing; the emulator does not check, so the proxy does. */
  async function refuseDisabled(username: unknown): Promise<PoolUser | undefined> {
    const user = await lookUp(username);
    if (user && !user.enabled) throw refuse.disabled();
    return user;
  }

  /**
   * The checks before a request goes on, and the request to send (re-serialised from what was
   * checked, so the emulator reads exactly that).
   */
  async function beforeForwarding(
    operation: string,
    request: Json,
    headers: Record<string, string>,
    client: string,
  ): Promise<{ request: Json; user?: PoolUser; attempt?: Attempt }> {
    if (request.ClientId !== clientId) throw refuse.client();
    const params = (value: unknown): Json =>
      value && typeof value === "object" ? (value as Json) : {};
    switch (operation) {
      case "InitiateAuth": {
        if (typeof request.AuthFlow !== "string" || !AUTH_FLOWS.has(request.AuthFlow))
          throw refuse.flow();
        if (request.AuthFlow !== "USER_PASSWORD_AUTH") return { request };
        const { USERNAME, PASSWORD } = params(request.AuthParameters);
        const user = await lookUp(USERNAME);
        // Counted under the pool's username when there is one, so the e-mail, its other case and
        // the username (the emulator takes all three) are one count; else under what was typed.
        const attempt: Attempt = {
          user:
            user?.username ??
            String(USERNAME ?? "")
              .trim()
              .toLowerCase(),
          client,
        };
        // Before anything else, the right password included: a lock is a lock.
        if (brake.locked(attempt.user, attempt.client)) throw refuse.locked();
        if (user && !user.enabled) throw refuse.disabled();
        if (user?.status === "FORCE_CHANGE_PASSWORD") {
          // The emulator would answer the challenge whatever the password: check the temporary
          // one first (its admin flow does compare it), and relay its refusal as is.
          const check = await emulator(
            "AdminInitiateAuth",
            {
              UserPoolId: userPoolId,
              ClientId: clientId,
              AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
              AuthParameters: { USERNAME, PASSWORD },
            },
            headers,
          );
          if (check.status !== 200) {
            if (isSignInFailure(check)) brake.failed(attempt.user, attempt.client);
            throw new RelayedAnswer(check);
          }
        }
        return { request, user, attempt };
      }
      case "RespondToAuthChallenge": {
        if (request.ChallengeName !== CHALLENGE) throw refuse.operation();
        const opened = sessions.open(request.Session);
        if (!opened) throw refuse.session();
        const { USERNAME, NEW_PASSWORD } = params(request.ChallengeResponses);
        const user = await refuseDisabled(USERNAME);
        // The session is the named user's, and only while the challenge is still open (once
        // answered the user is CONFIRMED: a replayed session cannot set the password again).
        if (!user || user.username !== opened.username || user.status !== "FORCE_CHANGE_PASSWORD")
          throw refuse.session();
        // The new password and nothing else: `userAttributes.*` answers would be a self-service
        // attribute change.
        return {
          request: {
            ...request,
            Session: opened.session,
            ChallengeResponses: { USERNAME, NEW_PASSWORD },
          },
          user,
        };
      }
      case "ForgotPassword":
        return { request, user: await refuseDisabled(request.Username) };
      case "ConfirmForgotPassword": {
        // The emulator compares the code with the one it stored, and with none stored a missing
        // code equals it: anyone could set anyone's password without ever asking for a code.
        const code = request.ConfirmationCode;
        const password = request.Password;
        if (
          typeof code !== "string" ||
          !/^\S+$/.test(code) ||
          typeof password !== "string" ||
          !password
        )
          throw refuse.noCode();
        const user = await refuseDisabled(request.Username);
        if (user && failuresOf(user.username) >= CODE_ATTEMPTS) throw refuse.attempts();
        return { request, user };
      }
      default:
        return { request };
    }
  }

  /** Tokens leave the proxy only for an enabled user (a refresh, a challenge answer, a sign-in). */
  async function checkAnswer(operation: string, body: Json | undefined): Promise<Json | undefined> {
    if (!body) return body;
    const result = body.AuthenticationResult as Json | undefined;
    if (result && typeof result === "object") {
      const claims = unverifiedClaims(result.IdToken);
      const sub = claims?.sub;
      const user = await lookUp(sub);
      if (!user) throw refuse.revoked();
      if (!user.enabled) throw refuse.disabled();
    }
    if (operation === "InitiateAuth" && body.ChallengeName === CHALLENGE) {
      const username = (body.ChallengeParameters as Json | undefined)?.USER_ID_FOR_SRP;
      if (typeof body.Session !== "string" || typeof username !== "string") throw refuse.session();
      return { ...body, Session: sessions.seal(body.Session, username) };
    }
    return undefined;
  }

  /**
   * The emulator never stores the refresh token it hands out with a challenge answer, so a new
   * staff member's first session could never renew (NotAuthorizedException an hour later). The
   * proxy signs the user in once more with the password just set — a password sign-in's refresh
   * token is stored — and answers those tokens instead. Amazon Cognito needs nothing of this.
   */
  async function withStoredRefreshToken(
    request: Json,
    answer: EmulatorAnswer,
    headers: Record<string, string>,
  ): Promise<EmulatorAnswer> {
    const { USERNAME, NEW_PASSWORD } = (request.ChallengeResponses ?? {}) as Json;
    const signIn = await emulator(
      "InitiateAuth",
      {
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: clientId,
        AuthParameters: { USERNAME, PASSWORD: NEW_PASSWORD },
      },
      headers,
    );
    const result = signIn.body?.AuthenticationResult;
    if (signIn.status !== 200 || !result || typeof result !== "object") {
      app.log.warn(
        { status: signIn.status, type: signIn.body?.__type },
        "identity emulator: no sign-in after the new password; its refresh token will not work",
      );
      return answer;
    }
    const body = { ...answer.body, AuthenticationResult: result };
    return { ...answer, body, raw: Buffer.from(JSON.stringify(body)) };
  }

  // Cognito's protocol uses `application/x-amz-json-1.1`: take every body as raw bytes here
  // (this plugin's scope only) and parse it below.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  const send = (reply: FastifyReply, error: IdentityRefusal) =>
    reply
      .code(error.statusCode)
      .type(JSON_TYPE)
      .header("x-amzn-errortype", error.type)
      .header("cache-control", "no-store")
      .send({ __type: error.type, message: error.message });

  /** Relays an emulator answer: status, protocol headers, and its body (or `replaced`). */
  const relay = (reply: FastifyReply, answer: EmulatorAnswer, replaced?: Json) => {
    void reply.code(answer.status);
    for (const name of relayedResponseHeaders) {
      const value = answer.headers[name];
      if (typeof value === "string") void reply.header(name, value);
    }
    void reply.header("cache-control", "no-store");
    return reply.send(replaced ? JSON.stringify(replaced) : answer.raw);
  };

  app.post("/identity", async (request, reply) => {
    const target = request.headers["x-amz-target"];
    const operation =
      typeof target === "string" && target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : "";
    if (!BROWSER_OPERATIONS.has(operation)) return send(reply, refuse.operation());
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "");
    } catch {
      return send(reply, refuse.malformed());
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      return send(reply, refuse.malformed());
    const headers: Record<string, string> = {};
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const upstream = translateForEmulator(operation, parsed as Json);
    try {
      const checked = await beforeForwarding(
        upstream.operation,
        upstream.request,
        headers,
        request.ip,
      );
      let answer = await emulator(upstream.operation, checked.request, headers);
      if (checked.attempt) {
        if (answer.status === 200) brake.succeeded(checked.attempt.user);
        else if (isSignInFailure(answer))
          brake.failed(checked.attempt.user, checked.attempt.client);
      }
      if (upstream.operation === "RespondToAuthChallenge" && answer.status === 200)
        answer = await withStoredRefreshToken(checked.request, answer, headers);
      if (upstream.operation === "ConfirmForgotPassword" && checked.user) {
        if (answer.status === 200) {
          codeFailures.delete(checked.user.username);
          // A password reset with the e-mailed code proves the address: sign-in is open again.
          brake.succeeded(checked.user.username);
        } else if (answer.body?.__type === "CodeMismatchException")
          recordFailure(checked.user.username);
      }
      const replaced =
        answer.status === 200 ? await checkAnswer(upstream.operation, answer.body) : undefined;
      return relay(reply, answer, replaced);
    } catch (error) {
      if (error instanceof IdentityRefusal) return send(reply, error);
      if (!(error instanceof RelayedAnswer)) throw error;
      return relay(reply, error.answer);
    }
  });
};
