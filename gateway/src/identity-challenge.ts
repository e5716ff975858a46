// The NEW_PASSWORD_REQUIRED challenge's session, sealed by the /identity proxy so that only the
// user it was issued to may answer it, and the token refresh translated for the emulator. Apart
// from identity-proxy.ts: pure functions, tried on their own (identity-proxy.test.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Json } from "./identity-protocol";

/** The only challenge this pool issues (no MFA, no custom auth). */
export const CHALLENGE = "NEW_PASSWORD_REQUIRED";
/** How long a NEW_PASSWORD_REQUIRED challenge may be answered (Cognito's default session). */
export const CHALLENGE_TTL_MS = 3 * 60_000;

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
