import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { challengeSeal, translateForEmulator } from "./identity-challenge";
import { identityChecks } from "./identity-checks";
import { emulatorClient, isSignInFailure } from "./identity-emulator-client";
import {
  IdentityRefusal,
  JSON_TYPE,
  refuse,
  RelayedAnswer,
  TARGET_PREFIX,
  type EmulatorAnswer,
  type Json,
} from "./identity-protocol";
import { SignInBrake } from "./sign-in-brake";

// `POST /identity` → the emulator (cognito-local), local mode only, so the browser talks to one
// origin. The emulator trusts whoever reaches it: it answers Admin* calls without credentials,
// lets a user change its own e-mail, never checks `Enabled`, issues a NEW_PASSWORD_REQUIRED
// challenge without checking the temporary password, answers that challenge for ANY user without
// checking the session, resets a password with no verification code at all when none was asked
// for, never limits wrong codes or wrong passwords, and never stores the refresh token of a
// challenge answer. So this proxy forwards only what the sign-in page needs, and enforces on the
// way what Amazon Cognito enforces itself.
//
// This module parses, forwards and relays; beside it: identity-protocol.ts (the wire and the
// refusals), identity-emulator-client.ts (the calls to the emulator), identity-checks.ts (what
// is enforced) and identity-challenge.ts (the sealed challenge session, the refresh translation).

/**
 * The Cognito operations of the web app's Amplify v6 calls (web/src/app/auth/SignInPage.tsx,
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

const forwardedRequestHeaders = ["content-type", "x-amz-user-agent"] as const;
// Amplify reads the error name from `x-amzn-errortype` first, then from the body.
const relayedResponseHeaders = ["content-type", "x-amzn-errortype", "x-amzn-requestid"] as const;

export interface IdentityProxyOptions {
  /** Emulator base URL. */
  endpoint: string;
  /** The pool the web app signs in to (for the proxy's own admin look-ups). */
  userPoolId: string;
  /** The web app's client: the only one the proxy forwards for. */
  clientId: string;
}

export const identityProxy: FastifyPluginAsync<IdentityProxyOptions> = async (
  app,
  { endpoint, userPoolId, clientId },
) => {
  const client = emulatorClient(endpoint, userPoolId, app.log);
  const { emulator } = client;
  app.addHook("onClose", async () => {
    await client.close();
  });
  const sessions = challengeSeal(randomBytes(32));
  // Wrong passwords per user name and per client address (this process only: see the brake).
  const brake = new SignInBrake();
  const { beforeForwarding, checkAnswer, withStoredRefreshToken, codeFailures, recordFailure } =
    identityChecks({
      clientId,
      userPoolId,
      emulator,
      lookUp: client.lookUp,
      sessions,
      brake,
      log: app.log,
    });

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
