// Access tokens for machine clients in local mode (issue #39). The emulator has no client
// credentials grant, so the product serves POST /oauth2/token itself and signs with the
// emulator's key: the one key local mode already trusts (and, being public, the reason local mode
// is never production). The claims are those Cognito puts in a client-credentials token, so the
// same verifier and the same code path serve both modes.
import { randomUUID } from "node:crypto";
import { emulatorSigningKey, signToken } from "./test-tokens";

/** Lifetime of a local machine token: Cognito's default for access tokens. */
export const LOCAL_CLIENT_TOKEN_SECONDS = 3600;

export function mintLocalClientToken(options: {
  issuer: string;
  clientId: string;
  /** The `scope` claim, e.g. "cfx/targetRead cfx/matterRead". */
  scope: string;
  expiresInSeconds?: number;
}): { accessToken: string; expiresIn: number } {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresInSeconds ?? LOCAL_CLIENT_TOKEN_SECONDS;
  const accessToken = signToken(
    { alg: "RS256", typ: "JWT", kid: "CognitoLocal" },
    {
      sub: options.clientId,
      client_id: options.clientId,
      token_use: "access",
      scope: options.scope,
      auth_time: now,
      iat: now,
      exp: now + expiresIn,
      iss: options.issuer,
      jti: randomUUID(),
      version: 2,
    },
    emulatorSigningKey(),
  );
  return { accessToken, expiresIn };
}
