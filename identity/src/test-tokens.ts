// Helpers for tests (identity, gateway, api) that need crafted tokens.
//
// `badTokens(idToken, accessToken)` derives from REAL emulator tokens one token
// per refusal case, so every service can prove it refuses the same list.
// Tokens that must fail for one reason only (expired, no exp, wrong audience…)
// are re-signed with the emulator's own key (public: it ships inside the
// cognito-local package), so the signature is valid and only the named defect
// remains. Uses node:crypto only, so it adds no runtime dependency.

import {
  createHmac,
  createPrivateKey,
  createSign,
  generateKeyPairSync,
  type KeyObject,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

export type JwtHeader = Record<string, unknown> & { alg: string; kid?: string; typ?: string };
export type JwtClaims = Record<string, unknown>;

const b64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");
const encodePart = (value: unknown) => b64url(JSON.stringify(value));

/** Decodes header and payload without verifying anything. */
export function decodeToken(token: string): { header: JwtHeader; claims: JwtClaims } {
  const [h, p] = token.split(".");
  if (!h || !p) throw new Error("not a JWT");
  return {
    header: JSON.parse(Buffer.from(h, "base64url").toString("utf8")) as JwtHeader,
    claims: JSON.parse(Buffer.from(p, "base64url").toString("utf8")) as JwtClaims,
  };
}

/** A fresh RSA key pair (2048 bits), e.g. to sign tokens the verifier must not trust. */
export function generateRsaKey(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync("rsa", { modulusLength: 2048 });
}

let emulatorKey: KeyObject | undefined;
/** The private key every cognito-local install signs with (from its package). */
export function emulatorSigningKey(): KeyObject {
  if (!emulatorKey) {
    const dir = dirname(require.resolve("cognito-local/package.json"));
    const json = JSON.parse(
      readFileSync(join(dir, "lib", "keys", "cognitoLocal.private.json"), "utf8"),
    ) as { pem: string };
    emulatorKey = createPrivateKey(json.pem);
  }
  return emulatorKey;
}

/** Signs with RS256 (the key given), HS256 (a secret string/Buffer) or produces alg "none". */
export function signToken(
  header: JwtHeader,
  claims: JwtClaims,
  key?: KeyObject | string | Buffer,
): string {
  const input = `${encodePart(header)}.${encodePart(claims)}`;
  switch (header.alg) {
    case "none":
      return `${input}.`;
    case "HS256": {
      if (key === undefined || (typeof key === "object" && !Buffer.isBuffer(key))) {
        throw new Error("HS256 needs a secret");
      }
      return `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`;
    }
    case "RS256": {
      if (key === undefined || typeof key === "string" || Buffer.isBuffer(key)) {
        throw new Error("RS256 needs a private KeyObject");
      }
      const signature = createSign("RSA-SHA256").update(input).sign(key);
      return `${input}.${b64url(signature)}`;
    }
    default:
      throw new Error(`unsupported alg ${header.alg}`);
  }
}

/** Re-signs `token` with the emulator key after applying `changes` (undefined deletes a claim). */
export function resignWithEmulatorKey(
  token: string,
  changes: JwtClaims = {},
  headerChanges: Partial<JwtHeader> = {},
): string {
  const { header, claims } = decodeToken(token);
  return signToken(
    { ...header, ...headerChanges },
    applyChanges(claims, changes),
    emulatorSigningKey(),
  );
}

function applyChanges(claims: JwtClaims, changes: JwtClaims): JwtClaims {
  const out: JwtClaims = { ...claims };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

/**
 * Mints an ID token the way the emulator would (same key, claims and kid),
 * e.g. for a user the emulator does not know. Accepted by a local-mode
 * verifier whose issuer/client match.
 */
export function mintEmulatorIdToken(options: {
  issuer: string;
  clientId: string;
  email: string;
  sub?: string;
  expiresInSeconds?: number;
  extraClaims?: JwtClaims;
}): string {
  const now = Math.floor(Date.now() / 1000);
  const sub = options.sub ?? crypto.randomUUID();
  return signToken(
    { alg: "RS256", typ: "JWT", kid: "CognitoLocal" },
    {
      "cognito:username": sub,
      auth_time: now,
      email: options.email,
      email_verified: true,
      iat: now,
      jti: crypto.randomUUID(),
      sub,
      token_use: "id",
      exp: now + (options.expiresInSeconds ?? 3600),
      aud: options.clientId,
      iss: options.issuer,
      ...options.extraClaims,
    },
    emulatorSigningKey(),
  );
}

/**
 * One token per refusal case, all derived from a real emulator ID token and
 * access token of the same pool. Every entry must be refused (401) by a
 * local-mode verifier that accepts `realIdToken`.
 */
export function badTokens(realIdToken: string, realAccessToken: string): Record<string, string> {
  const { header, claims } = decodeToken(realIdToken);
  const now = Math.floor(Date.now() / 1000);
  const otherKey = generateRsaKey().privateKey;
  const [h, p, s] = realIdToken.split(".");
  const publicPem = emulatorPublicPem();
  const tamperedClaims = { ...claims, email: "attacker@example.com" };
  return {
    empty: "",
    malformed: "not-a-jwt",
    malformedTwoParts: `${h}.${p}`,
    garbagePayload: `${h}.${b64url("{not json")}.${s}`,
    expired: resignWithEmulatorKey(realIdToken, { iat: now - 7200, exp: now - 3600 }),
    notYetValid: resignWithEmulatorKey(realIdToken, { nbf: now + 3600 }),
    noExp: resignWithEmulatorKey(realIdToken, { exp: undefined }),
    // Past the maximum age (60 min) although `exp` is a day away: a 24-hour token from before.
    olderThanMaxAge: resignWithEmulatorKey(realIdToken, { iat: now - 3601, exp: now + 86_400 }),
    noIat: resignWithEmulatorKey(realIdToken, { iat: undefined }),
    issuedInTheFuture: resignWithEmulatorKey(realIdToken, { iat: now + 3600, exp: now + 7200 }),
    signedByAnotherKey: signToken(header, claims, otherKey),
    tamperedPayload: `${h}.${encodePart(tamperedClaims)}.${s}`,
    unknownKid: resignWithEmulatorKey(realIdToken, {}, { kid: "unknown-kid" }),
    unknownKidOtherKey: signToken({ ...header, kid: "attacker-kid" }, claims, otherKey),
    noKid: signToken({ alg: "RS256", typ: "JWT" }, claims, emulatorSigningKey()),
    algNone: signToken({ ...header, alg: "none" }, claims),
    algNoneWithSignature: `${encodePart({ ...header, alg: "none" })}.${p}.${s}`,
    hs256WithPublicKey: signToken({ ...header, alg: "HS256" }, claims, publicPem),
    hs256WithSecret: signToken({ ...header, alg: "HS256" }, claims, "secret"),
    accessToken: realAccessToken,
    accessTokenWithAudience: resignWithEmulatorKey(realAccessToken, {
      aud: claims.aud,
      email: claims.email,
    }),
    idTokenUseAccess: resignWithEmulatorKey(realIdToken, { token_use: "access" }),
    otherAudience: resignWithEmulatorKey(realIdToken, { aud: "another-client-id" }),
    noAudience: resignWithEmulatorKey(realIdToken, { aud: undefined }),
    otherIssuer: resignWithEmulatorKey(realIdToken, {
      iss: "http://127.0.0.1:1/local_otherPool",
    }),
    cognitoIssuer: resignWithEmulatorKey(realIdToken, {
      iss: "https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_Other",
    }),
    noEmail: resignWithEmulatorKey(realIdToken, { email: undefined }),
  };
}

function emulatorPublicPem(): string {
  const dir = dirname(require.resolve("cognito-local/package.json"));
  const json = JSON.parse(
    readFileSync(join(dir, "lib", "keys", "cognitoLocal.public.json"), "utf8"),
  ) as { pem: string };
  return json.pem;
}
