// ID-token verification shared by the gateway and the API.
//
// Two modes (IDENTITY_MODE):
// - cognito: a real Amazon Cognito user pool, via CognitoJwtVerifier.
// - local: the cognito-local emulator. Its signing key ships inside the npm
//   package, so anyone can mint tokens it would accept: this mode must be
//   chosen explicitly and never in production. Its JWKS is served over plain
//   http, which aws-jwt-verify's own fetcher refuses, so we fetch it ourselves
//   (plain fetch) and feed the verifier's cache.
//
// In both modes the token's `iss` is compared BEFORE any JWKS fetch:
// aws-jwt-verify, configured with one issuer, would otherwise fetch that
// issuer's JWKS for any token and check `iss` only after the signature, which
// for a cognito-mode verifier without network means a slow failure.

import { createHash } from "node:crypto";
import { CognitoJwtVerifier, JwtVerifier } from "aws-jwt-verify";
import { SimpleJwksCache } from "aws-jwt-verify/jwk";
import type { Jwks } from "aws-jwt-verify/jwk";
import type { Fetcher } from "aws-jwt-verify/https";
import {
  CognitoJwtInvalidClientIdError,
  CognitoJwtInvalidTokenUseError,
  FetchError,
  JwtBaseError,
  JwtExpiredError,
  JwtInvalidAudienceError,
  JwtInvalidClaimError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  JwtParseError,
  JwtWithoutValidKidError,
  KidNotFoundInJwksError,
  WaitPeriodNotYetEndedJwkError,
} from "aws-jwt-verify/error";
import { issuerOf, jwksUrl } from "./urls";

export type IdentityConfig =
  | { mode: "local"; endpoint: string; userPoolId: string; clientId: string }
  | { mode: "cognito"; region: string; userPoolId: string; clientId: string };

export type VerifiedIdentity = {
  /** The identity: API rows are bound to it (users.sub), never matched by e-mail. */
  sub: string;
  /** The `email` claim, lower-cased: informational only (a pool lets addresses change). */
  email: string;
  claims: Record<string, unknown>;
  /**
   * Set for a machine client's access token (OAuth 2.0 client credentials, issue #39): its app
   * client id (also its `sub`) and the raw `scope` claim. The services accept it only for a
   * client registered in the product, and only the registered scopes.
   */
  machine?: { clientId: string; scope: string };
};

export type IdTokenVerifier = {
  /**
   * Resolves with the identity of a person's ID token or of a machine client's access token, or
   * rejects with InvalidTokenError.
   */
  verify(token: string | undefined | null): Promise<VerifiedIdentity>;
  /** Whether the signing keys can be fetched right now (for /readyz). */
  ready(): Promise<boolean>;
  readonly issuer: string;
};

/** The only error `verify` throws: map it to HTTP 401. `reason` is short English text for logs. */
export class InvalidTokenError extends Error {
  override readonly name = "InvalidTokenError";
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Invalid token: ${reason}`, options);
  }
}

/** Thrown by identityConfigFromEnv; `variable` names the bad environment variable. */
export class IdentityConfigError extends Error {
  override readonly name = "IdentityConfigError";
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

const DEFAULT_ENDPOINT = "http://127.0.0.1:9229";
const DEFAULT_REGION = "ap-northeast-1";

export function identityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const required = (name: string) => {
    const v = value(name);
    if (!v) throw new IdentityConfigError(name, "is required / 必須です");
    return v;
  };
  const mode = value("IDENTITY_MODE");
  if (mode !== "local" && mode !== "cognito") {
    throw new IdentityConfigError(
      "IDENTITY_MODE",
      `must be "local" or "cognito", got ${mode === undefined ? "nothing" : JSON.stringify(mode)} / "local" か "cognito" を指定してください`,
    );
  }
  const userPoolId = required("COGNITO_USER_POOL_ID");
  const clientId = required("COGNITO_CLIENT_ID");
  if (!/^[\w-]+$/.test(clientId)) {
    throw new IdentityConfigError(
      "COGNITO_CLIENT_ID",
      "is not a client id / クライアントIDが不正です",
    );
  }
  if (mode === "local") {
    const endpoint = (value("IDENTITY_ENDPOINT") ?? DEFAULT_ENDPOINT).replace(/\/+$/, "");
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new IdentityConfigError("IDENTITY_ENDPOINT", "is not a URL / URLが不正です");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new IdentityConfigError(
        "IDENTITY_ENDPOINT",
        "must be http(s) / http(s) のURLを指定してください",
      );
    }
    if (!/^[\w-]+_\w+$/.test(userPoolId)) {
      throw new IdentityConfigError(
        "COGNITO_USER_POOL_ID",
        "is not a user pool id / ユーザープールIDが不正です",
      );
    }
    return { mode, endpoint, userPoolId, clientId };
  }
  const match = /^([a-z]{2}(?:-[a-z]+)+-\d)_\w+$/.exec(userPoolId);
  if (!match) {
    throw new IdentityConfigError(
      "COGNITO_USER_POOL_ID",
      "must look like ap-northeast-1_XXXXXXXXX / ユーザープールIDが不正です",
    );
  }
  const region = value("COGNITO_REGION") ?? match[1] ?? DEFAULT_REGION;
  if (region !== match[1]) {
    throw new IdentityConfigError(
      "COGNITO_REGION",
      `${region} does not match the user pool's region ${match[1]} / ユーザープールのリージョンと一致しません`,
    );
  }
  return { mode, region, userPoolId, clientId };
}

/** Issuer of the ID tokens the config accepts. */
export function expectedIssuer(config: IdentityConfig): string {
  return config.mode === "local"
    ? issuerOf(config.endpoint, config.userPoolId)
    : `https://cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`;
}

const JWKS_TIMEOUT_MS = 3000;

/**
 * The oldest ID token the services take, whatever its `exp` says: the runbook's 60-minute
 * lifetime. A pool (or an emulator data dir) left at a longer lifetime would otherwise let a
 * signed-out user's token work for up to a day; with this, for at most an hour after it was
 * issued, and the web app refreshes it before then.
 */
export const MAX_ID_TOKEN_AGE_S = 60 * 60;
/** How far ahead of this server's clock `iat` may be (clocks drift; Cognito's too). */
export const CLOCK_SKEW_S = 5 * 60;

/**
 * Until when (ms since the epoch) a verified token's claims may be trusted: its `exp`, or its
 * maximum age if that comes first. Caches of verified tokens keep an entry no longer.
 */
export function trustedUntilMs(claims: Record<string, unknown>): number | undefined {
  const { exp, iat } = claims;
  if (typeof exp !== "number") return undefined;
  const byAge = typeof iat === "number" ? iat + MAX_ID_TOKEN_AGE_S : exp;
  return Math.min(exp, byAge) * 1000;
}

/** Plain-fetch JWKS fetcher: works over http (the emulator) and has a hard timeout. */
const plainFetcher: Fetcher = {
  async fetch(uri) {
    const res = await fetch(uri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`JWKS fetch ${uri} answered ${res.status}`);
    return res.arrayBuffer();
  },
};

export function createIdTokenVerifier(config: IdentityConfig): IdTokenVerifier {
  const issuer = expectedIssuer(config);

  // Cognito verifies exp only when present; a token without one would live forever. Nor is
  // `exp` alone trusted: a token older than the maximum age is refused whatever its `exp`.
  const customJwtCheck = ({ payload }: { payload: Record<string, unknown> }) => {
    if (typeof payload.exp !== "number") throw new InvalidTokenError("no exp claim");
    if (payload.token_use !== "id") throw new InvalidTokenError("not an ID token");
    if (typeof payload.iat !== "number") throw new InvalidTokenError("no iat claim");
    const now = Date.now() / 1000;
    if (payload.iat > now + CLOCK_SKEW_S) throw new InvalidTokenError("issued in the future");
    if (now - payload.iat > MAX_ID_TOKEN_AGE_S) throw new InvalidTokenError("too old");
  };

  // A machine client's access token: client credentials have no user, so `sub` is the client id.
  const machineJwtCheck = ({ payload }: { payload: Record<string, unknown> }) => {
    if (typeof payload.exp !== "number") throw new InvalidTokenError("no exp claim");
    if (payload.token_use !== "access") throw new InvalidTokenError("not an access token");
    if (!isMachineClaims(payload)) throw new InvalidTokenError("not a client-credentials token");
    if (typeof payload.iat !== "number") throw new InvalidTokenError("no iat claim");
    const now = Date.now() / 1000;
    if (payload.iat > now + CLOCK_SKEW_S) throw new InvalidTokenError("issued in the future");
    if (now - payload.iat > MAX_ID_TOKEN_AGE_S) throw new InvalidTokenError("too old");
  };

  let verifyPayload: (token: string) => Promise<Record<string, unknown>>;
  let verifyMachinePayload: (token: string) => Promise<Record<string, unknown>>;
  let ready: () => Promise<boolean>;

  if (config.mode === "cognito") {
    const verifier = CognitoJwtVerifier.create({
      userPoolId: config.userPoolId,
      tokenUse: "id",
      clientId: config.clientId,
      customJwtCheck,
    });
    verifyPayload = async (token) => (await verifier.verify(token)) as Record<string, unknown>;
    // Any app client of the pool: whether it is one of ours is the product's registry's call.
    const machineVerifier = CognitoJwtVerifier.create({
      userPoolId: config.userPoolId,
      tokenUse: "access",
      clientId: null,
      customJwtCheck: machineJwtCheck,
    });
    verifyMachinePayload = async (token) =>
      (await machineVerifier.verify(token)) as Record<string, unknown>;
    ready = async () => {
      try {
        await verifier.hydrate();
        return true;
      } catch {
        return false;
      }
    };
  } else {
    const jwksUri = jwksUrl(config.endpoint, config.userPoolId);
    // The library's cache refetches once on an unknown kid and then refuses
    // further refetches for that URI for 10 s (its penalty box): rate limited.
    const jwksCache = new SimpleJwksCache({ fetcher: plainFetcher });
    const verifier = JwtVerifier.create(
      { issuer, audience: config.clientId, jwksUri, customJwtCheck },
      { jwksCache },
    );
    const machineVerifier = JwtVerifier.create(
      { issuer, audience: null, jwksUri, customJwtCheck: machineJwtCheck },
      { jwksCache },
    );
    let loading: Promise<void> | undefined;
    const loadJwks = () => {
      loading ??= jwksCache
        .getJwks(jwksUri)
        .then((jwks: Jwks) => {
          verifier.cacheJwks(jwks);
          machineVerifier.cacheJwks(jwks);
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    };
    verifyPayload = async (token) => (await verifier.verify(token)) as Record<string, unknown>;
    verifyMachinePayload = async (token) =>
      (await machineVerifier.verify(token)) as Record<string, unknown>;
    ready = async () => {
      try {
        await loadJwks();
        return true;
      } catch {
        return false;
      }
    };
  }

  return {
    issuer,
    ready,
    async verify(token) {
      if (typeof token !== "string" || token.trim() === "") throw new InvalidTokenError("no token");
      const claims = peekClaims(token);
      if (claims.iss !== issuer) throw new InvalidTokenError("wrong issuer");
      const machine = claims.token_use === "access" && isMachineClaims(claims);
      let payload: Record<string, unknown>;
      try {
        payload = await (machine ? verifyMachinePayload : verifyPayload)(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError(describe(error), { cause: error });
      }
      if (machine) {
        const clientId = payload.client_id as string;
        const scope = typeof payload.scope === "string" ? payload.scope : "";
        return { sub: clientId, email: "", claims: payload, machine: { clientId, scope } };
      }
      const sub = payload.sub;
      const email = payload.email;
      if (typeof sub !== "string" || sub === "") throw new InvalidTokenError("no sub claim");
      if (typeof email !== "string" || email === "") throw new InvalidTokenError("no email claim");
      return { sub, email: email.toLowerCase(), claims: payload };
    },
  };
}

/**
 * Client-credentials claims: no user (`username`), and the client id is the subject. A person's
 * access token names its user, so it never passes for a machine client's.
 */
function isMachineClaims(claims: Record<string, unknown>): boolean {
  return (
    claims.username === undefined &&
    typeof claims.client_id === "string" &&
    claims.client_id !== "" &&
    claims.sub === claims.client_id
  );
}

/**
 * The key under which a cache keeps what it learned of a token: a SHA-256 of its exact bytes, so
 * only the same token hits, one token never reads another's entry, and no raw token is kept.
 */
export function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Reads the (unverified) payload only to route the token; never trusted. */
function peekClaims(token: string): Record<string, unknown> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new InvalidTokenError("malformed");
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1] ?? "", "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
      throw new Error("payload is not an object");
    }
    return payload as Record<string, unknown>;
  } catch (error) {
    throw new InvalidTokenError("malformed", { cause: error });
  }
}

function describe(error: unknown): string {
  if (error instanceof JwtExpiredError) return "expired";
  if (error instanceof JwtNotBeforeError) return "not yet valid";
  if (error instanceof JwtInvalidSignatureAlgorithmError) return "signature algorithm not allowed";
  if (error instanceof JwtInvalidSignatureError) return "bad signature";
  if (error instanceof KidNotFoundInJwksError || error instanceof WaitPeriodNotYetEndedJwkError) {
    return "unknown signing key";
  }
  if (error instanceof JwtWithoutValidKidError) return "no kid";
  if (error instanceof JwtInvalidAudienceError || error instanceof CognitoJwtInvalidClientIdError) {
    return "wrong audience";
  }
  if (error instanceof JwtInvalidIssuerError) return "wrong issuer";
  if (error instanceof CognitoJwtInvalidTokenUseError) return "not an ID token";
  if (error instanceof JwtParseError) return "malformed";
  if (error instanceof JwtInvalidClaimError) return "invalid claim";
  // Anything else is the key fetch failing (network, timeout, bad JWKS).
  if (error instanceof JwtBaseError && !(error instanceof FetchError)) return "verification failed";
  return "signing keys unavailable";
}
