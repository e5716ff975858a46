// A Cognito client of the emulator, and a password sign-in through it (tests, bootstrap, the
// stack's checks). Apart from emulator-process.ts: callers that only talk to a running emulator
// (the API's user administration) need nothing of the process.
import { Agent as HttpAgent } from "node:http";
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";

/**
 * A client of the emulator: one attempt (a stopped emulator is an answer at once, not a backoff),
 * and a new connection per call. Not keep-alive: the emulator closes a connection idle for 5 s,
 * and a caller whose event loop was blocked past that (an in-process PGlite query, a busy test
 * worker) never saw the close and sends its next call on the dead socket — ECONNRESET, which
 * with one attempt is a failed call (the CI's 502s on creating a user). A loopback connect costs
 * well under a millisecond.
 */
export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: "local",
    // The emulator ignores credentials, the SDK insists on some.
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    maxAttempts: 1,
    requestHandler: { httpAgent: new HttpAgent({ keepAlive: false }) },
  });
}

export type Tokens = { idToken: string; accessToken: string; refreshToken: string };

/** Signs in with USER_PASSWORD_AUTH; throws when a challenge (e.g. NEW_PASSWORD_REQUIRED) is returned. */
export async function signIn(options: {
  endpoint: string;
  clientId: string;
  email: string;
  password: string;
}): Promise<Tokens> {
  const client = cognitoClient(options.endpoint);
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: options.clientId,
        AuthParameters: { USERNAME: options.email, PASSWORD: options.password },
      }),
    );
    const result = out.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
      const error = new Error(`Sign-in returned challenge ${out.ChallengeName ?? "(none)"}`);
      error.name = "ChallengeRequired";
      Object.assign(error, { challengeName: out.ChallengeName, session: out.Session });
      throw error;
    }
    return {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken,
    };
  } finally {
    client.destroy();
  }
}
