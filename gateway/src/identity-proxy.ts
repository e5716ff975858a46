import type { FastifyPluginAsync } from "fastify";
import { Pool } from "undici";

// The Cognito operations a browser needs to sign in, answer challenges, reset its password and
// manage its own session. The emulator answers Admin* and pool-management calls WITHOUT any
// credentials, so forwarding those would let anyone who reaches the gateway take over accounts.
const browserOperations = new Set([
  "InitiateAuth",
  "RespondToAuthChallenge",
  "ForgotPassword",
  "ConfirmForgotPassword",
  "ChangePassword",
  "GetUser",
  "GetUserAttributeVerificationCode",
  "VerifyUserAttribute",
  "UpdateUserAttributes",
  "GlobalSignOut",
  "RevokeToken",
  "GetTokensFromRefreshToken",
]);
const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";

const forwardedRequestHeaders = ["content-type", "x-amz-target", "x-amz-user-agent"] as const;
// Amplify reads the error name from `x-amzn-errortype` first, then from the body.
const relayedResponseHeaders = ["content-type", "x-amzn-errortype", "x-amzn-requestid"] as const;

const TIMEOUT_MS = 10_000;

/**
 * Amplify v6 refreshes tokens with GetTokensFromRefreshToken, which cognito-local 5.3 does not
 * implement; its InitiateAuth REFRESH_TOKEN_AUTH answers the same AuthenticationResult, so the
 * proxy (local mode only) asks that instead. Real Cognito never goes through this proxy.
 */
export function translateForEmulator(
  operation: string,
  body: Buffer,
): { operation: string; body: Buffer } {
  if (operation !== "GetTokensFromRefreshToken") return { operation, body };
  let request: { RefreshToken?: unknown; ClientId?: unknown };
  try {
    request = JSON.parse(body.toString("utf8")) as typeof request;
  } catch {
    return { operation, body };
  }
  const refresh = {
    AuthFlow: "REFRESH_TOKEN_AUTH",
    ClientId: request.ClientId,
    AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
  };
  return { operation: "InitiateAuth", body: Buffer.from(JSON.stringify(refresh)) };
}

/**
 * `POST /identity` → the emulator (local mode only), so the browser talks to one origin.
 * Forwards the body and the Cognito protocol headers; relays status, body and content type.
 */
export const identityProxy: FastifyPluginAsync<{ endpoint: string }> = async (
  app,
  { endpoint },
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

  // Cognito's protocol uses `application/x-amz-json-1.1`: take every body as raw bytes here
  // (this plugin's scope only) and pass it on untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post("/identity", async (request, reply) => {
    const target = request.headers["x-amz-target"];
    const operation =
      typeof target === "string" && target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : "";
    if (!browserOperations.has(operation)) {
      return reply.code(400).type("application/x-amz-json-1.1").send({
        __type: "AccessDeniedException",
        message: "This operation is not available through the gateway",
      });
    }
    const headers: Record<string, string> = {};
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const upstream = translateForEmulator(
      operation,
      Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    );
    headers["x-amz-target"] = TARGET_PREFIX + upstream.operation;
    let answer;
    try {
      answer = await pool.request({
        method: "POST",
        path: upstreamPath,
        headers,
        body: upstream.body,
      });
    } catch (error) {
      request.log.warn({ err: error }, "identity emulator unreachable");
      return reply
        .code(502)
        .type("application/x-amz-json-1.1")
        .send({ __type: "InternalErrorException", message: "認証サービスに接続できません" });
    }
    const body = Buffer.from(await answer.body.arrayBuffer());
    void reply.code(answer.statusCode);
    for (const name of relayedResponseHeaders) {
      const value = answer.headers[name];
      if (typeof value === "string") void reply.header(name, value);
    }
    void reply.header("cache-control", "no-store");
    return reply.send(body);
  });
};
