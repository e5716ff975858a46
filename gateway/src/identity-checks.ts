// What the /identity proxy enforces on the way, as Amazon Cognito enforces it itself: the flows
// and client allowed, disabled users, the challenge session's owner, wrong verification codes,
// tokens only for an enabled user, and a stored refresh token after a new password. Apart from
// identity-proxy.ts, which only parses, forwards and relays.
import type { FastifyBaseLogger } from "fastify";
import { CHALLENGE, type challengeSeal, unverifiedClaims } from "./identity-challenge";
import { isSignInFailure, type EmulatorClient, type PoolUser } from "./identity-emulator-client";
import { refuse, RelayedAnswer, type EmulatorAnswer, type Json } from "./identity-protocol";
import type { SignInBrake } from "./sign-in-brake";

/** InitiateAuth flows: the sign-in form's, and the refresh the translation below makes. */
export const AUTH_FLOWS: ReadonlySet<string> = new Set([
  "USER_PASSWORD_AUTH",
  "REFRESH_TOKEN_AUTH",
]);
/**
 * Wrong verification codes a user may send before ConfirmForgotPassword is refused for a while:
 * the emulator never limits them, and a 6-digit code falls to a loop otherwise.
 */
export const CODE_ATTEMPTS = 5;
const CODE_LOCK_MS = 15 * 60_000;

/** One sign-in attempt as the brake sees it: the user name it counts for, and the client. */
export interface Attempt {
  user: string;
  client: string;
}

/** The checks of one proxy: its client and pool, the emulator, the sealed sessions and the brake. */
export function identityChecks({
  clientId,
  userPoolId,
  emulator,
  lookUp,
  sessions,
  brake,
  log,
}: {
  clientId: string;
  userPoolId: string;
  emulator: EmulatorClient["emulator"];
  lookUp: EmulatorClient["lookUp"];
  sessions: ReturnType<typeof challengeSeal>;
  brake: SignInBrake;
  log: FastifyBaseLogger;
}) {
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
      log.warn(
        { status: signIn.status, type: signIn.body?.__type },
        "identity emulator: no sign-in after the new password; its refresh token will not work",
      );
      return answer;
    }
    const body = { ...answer.body, AuthenticationResult: result };
    return { ...answer, body, raw: Buffer.from(JSON.stringify(body)) };
  }

  return { beforeForwarding, checkAnswer, withStoredRefreshToken, codeFailures, recordFailure };
}
