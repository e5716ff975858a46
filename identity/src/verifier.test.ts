import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Tokens } from "./emulator";
import { badTokens, decodeToken, mintEmulatorIdToken, resignWithEmulatorKey } from "./test-tokens";
import { mintLocalClientToken } from "./local-client-tokens";
import { startTestEmulator, type TestEmulator } from "./test-emulator";
import {
  createIdTokenVerifier,
  identityConfigFromEnv,
  IdentityConfigError,
  InvalidTokenError,
  MAX_ID_TOKEN_AGE_S,
  trustedUntilMs,
  type IdentityConfig,
  type IdTokenVerifier,
} from "./verifier";

let t: TestEmulator;
let tokens: Tokens;
let config: Extract<IdentityConfig, { mode: "local" }>;
let verifier: IdTokenVerifier;

beforeAll(async () => {
  t = await startTestEmulator();
  tokens = await signIn({
    endpoint: t.emulator.endpoint,
    clientId: t.pool.clientId,
    email: "admin@example.jp",
    password: "Demo1234",
  });
  config = {
    mode: "local",
    endpoint: t.emulator.endpoint,
    userPoolId: t.pool.userPoolId,
    clientId: t.pool.clientId,
  };
  verifier = createIdTokenVerifier(config);
});
afterAll(async () => {
  await t?.close();
});

describe("local-mode verifier", () => {
  it("accepts a real emulator ID token", async () => {
    const identity = await verifier.verify(tokens.idToken);
    expect(identity.email).toBe("admin@example.jp");
    expect(identity.sub).toBe(decodeToken(tokens.idToken).claims.sub);
    expect(identity.claims.token_use).toBe("id");
  });

  it("lower-cases the email claim", async () => {
    const token = mintEmulatorIdToken({
      issuer: verifier.issuer,
      clientId: t.pool.clientId,
      email: "Admin@Example.JP",
    });
    expect((await verifier.verify(token)).email).toBe("admin@example.jp");
  });

  it("accepts a machine client's access token with its client id and scope", async () => {
    const { accessToken } = mintLocalClientToken({
      issuer: verifier.issuer,
      clientId: "integration-1",
      scope: "cfx/targetRead cfx/matterRead",
    });
    const identity = await verifier.verify(accessToken);
    expect(identity).toMatchObject({
      sub: "integration-1",
      email: "",
      machine: { clientId: "integration-1", scope: "cfx/targetRead cfx/matterRead" },
    });
  });

  it("never takes a person's access token for a machine client's", async () => {
    await expect(verifier.verify(tokens.accessToken)).rejects.toThrow(InvalidTokenError);
    // Claims made to look like client credentials but signed by someone else.
    const forged = resignWithEmulatorKey(tokens.accessToken, {}, { kid: "attacker" });
    await expect(verifier.verify(forged)).rejects.toThrow(InvalidTokenError);
  });

  it("refuses a machine token of another issuer, expired or too old", async () => {
    const base = { clientId: "integration-1", scope: "cfx/targetRead" };
    const other = mintLocalClientToken({ ...base, issuer: `${verifier.issuer}x` }).accessToken;
    await expect(verifier.verify(other)).rejects.toThrow("wrong issuer");
    const expired = mintLocalClientToken({
      ...base,
      issuer: verifier.issuer,
      expiresInSeconds: -10,
    }).accessToken;
    await expect(verifier.verify(expired)).rejects.toThrow(InvalidTokenError);
    const { accessToken } = mintLocalClientToken({ ...base, issuer: verifier.issuer });
    const old = Math.floor(Date.now() / 1000) - MAX_ID_TOKEN_AGE_S - 10;
    const tooOld = resignWithEmulatorKey(accessToken, { iat: old, exp: old + 86_400 });
    await expect(verifier.verify(tooOld)).rejects.toThrow("too old");
  });

  it("is ready while the JWKS can be fetched", async () => {
    expect(await verifier.ready()).toBe(true);
  });

  it("refuses missing tokens", async () => {
    for (const token of [undefined, null, "", "   "]) {
      await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });

  it("refuses every bad token (and only for a reason, not by crashing)", async () => {
    const bad = badTokens(tokens.idToken, tokens.accessToken);
    expect(Object.keys(bad).length).toBeGreaterThanOrEqual(20);
    const reasons: Record<string, string> = {};
    for (const [name, token] of Object.entries(bad)) {
      const error = await verifier.verify(token).then(
        () => new Error(`${name} was accepted`),
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(InvalidTokenError);
      reasons[name] = (error as InvalidTokenError).reason;
    }
    // The reason shows each token fails for the defect it was built with.
    expect(reasons).toMatchObject({
      empty: "no token",
      malformed: "malformed",
      expired: "expired",
      notYetValid: "not yet valid",
      noExp: "no exp claim",
      olderThanMaxAge: "too old",
      noIat: "no iat claim",
      issuedInTheFuture: "issued in the future",
      signedByAnotherKey: "bad signature",
      tamperedPayload: "bad signature",
      unknownKid: "unknown signing key",
      algNone: "malformed",
      algNoneWithSignature: "signature algorithm not allowed",
      hs256WithPublicKey: "signature algorithm not allowed",
      otherAudience: "wrong audience",
      otherIssuer: "wrong issuer",
      cognitoIssuer: "wrong issuer",
      accessTokenWithAudience: "not an ID token",
      idTokenUseAccess: "not an ID token",
      noEmail: "no email claim",
    });
    // The real token is still fine afterwards (no poisoned cache).
    await expect(verifier.verify(tokens.idToken)).resolves.toMatchObject({
      email: "admin@example.jp",
    });
  });

  it("takes a token up to its maximum age only, whatever its exp says", async () => {
    const now = Math.floor(Date.now() / 1000);
    const aged = (ageS: number) =>
      resignWithEmulatorKey(tokens.idToken, { iat: now - ageS, exp: now - ageS + 86_400 });
    expect(MAX_ID_TOKEN_AGE_S).toBe(3600);
    await expect(verifier.verify(aged(59 * 60))).resolves.toMatchObject({
      email: "admin@example.jp",
    });
    await expect(verifier.verify(aged(61 * 60))).rejects.toMatchObject({ reason: "too old" });
  });

  it("trustedUntilMs: the earlier of exp and the maximum age", () => {
    expect(trustedUntilMs({ iat: 1000, exp: 1000 + 86_400 })).toBe((1000 + 3600) * 1000);
    expect(trustedUntilMs({ iat: 1000, exp: 1000 + 600 })).toBe((1000 + 600) * 1000);
    expect(trustedUntilMs({ iat: 1000 })).toBeUndefined();
  });

  it("refuses tokens of another pool of the same emulator", async () => {
    const other = createIdTokenVerifier({ ...config, userPoolId: "local_another" });
    await expect(other.verify(tokens.idToken)).rejects.toThrow(InvalidTokenError);
  });

  it("is not ready and refuses tokens when the emulator is unreachable", async () => {
    const down = createIdTokenVerifier({ ...config, endpoint: "http://127.0.0.1:1" });
    const token = mintEmulatorIdToken({
      issuer: down.issuer,
      clientId: t.pool.clientId,
      email: "a@example.jp",
    });
    expect(await down.ready()).toBe(false);
    await expect(down.verify(token)).rejects.toMatchObject({ reason: "signing keys unavailable" });
  });
});

describe("cognito-mode verifier", () => {
  it("refuses an emulator-signed token quickly, without network", async () => {
    const cognito = createIdTokenVerifier({
      mode: "cognito",
      region: "ap-northeast-1",
      userPoolId: "ap-northeast-1_AbCdEfGhI",
      clientId: t.pool.clientId,
    });
    const started = Date.now();
    await expect(cognito.verify(tokens.idToken)).rejects.toMatchObject({ reason: "wrong issuer" });
    // Even forged with the pool's issuer, the emulator key is not the pool's key.
    const forged = mintEmulatorIdToken({
      issuer: cognito.issuer,
      clientId: t.pool.clientId,
      email: "admin@example.jp",
    });
    await expect(cognito.verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("identityConfigFromEnv", () => {
  const local = {
    IDENTITY_MODE: "local",
    COGNITO_USER_POOL_ID: "local_abc",
    COGNITO_CLIENT_ID: "client1",
  };

  it("reads local mode with the default endpoint", () => {
    expect(identityConfigFromEnv(local)).toEqual({
      mode: "local",
      endpoint: "http://127.0.0.1:9229",
      userPoolId: "local_abc",
      clientId: "client1",
    });
  });

  it("reads cognito mode and its region", () => {
    expect(
      identityConfigFromEnv({
        IDENTITY_MODE: "cognito",
        COGNITO_USER_POOL_ID: "ap-northeast-1_AbC",
        COGNITO_CLIENT_ID: "c",
      }),
    ).toEqual({
      mode: "cognito",
      region: "ap-northeast-1",
      userPoolId: "ap-northeast-1_AbC",
      clientId: "c",
    });
  });

  it.each([
    [{ ...local, IDENTITY_MODE: undefined }, "IDENTITY_MODE"],
    [{ ...local, IDENTITY_MODE: "prod" }, "IDENTITY_MODE"],
    [{ ...local, COGNITO_USER_POOL_ID: "" }, "COGNITO_USER_POOL_ID"],
    [{ ...local, COGNITO_CLIENT_ID: undefined }, "COGNITO_CLIENT_ID"],
    [{ ...local, IDENTITY_ENDPOINT: "not a url" }, "IDENTITY_ENDPOINT"],
    [{ ...local, IDENTITY_MODE: "cognito" }, "COGNITO_USER_POOL_ID"],
    [
      {
        ...local,
        IDENTITY_MODE: "cognito",
        COGNITO_USER_POOL_ID: "us-east-1_X",
        COGNITO_REGION: "ap-northeast-1",
      },
      "COGNITO_REGION",
    ],
  ])("names the bad variable (%#)", (env, variable) => {
    expect(() => identityConfigFromEnv(env)).toThrow(IdentityConfigError);
    expect(() => identityConfigFromEnv(env)).toThrow(new RegExp(`^${variable}:`));
  });
});
