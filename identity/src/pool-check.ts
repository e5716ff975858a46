// What the bundle smoke (scripts/deploy/smoke.ts) checks of the pool it runs on: the runbook's
// settings as a deployment would notice them — the lifetime of the tokens a user gets, and
// whether a user's own e-mail change waits for verification.

import {
  AdminGetUserCommand,
  UpdateUserAttributesCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient, signIn } from "./emulator";

export type PoolFacts = {
  idTokenMinutes: number;
  accessTokenMinutes: number;
  /** A user's own UpdateUserAttributes left the e-mail as it was (pending verification). */
  emailChangeWaitsForVerification: boolean;
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
const lifetimeMinutes = (token: string) => {
  const { exp, iat } = claimsOf(token);
  return (Number(exp) - Number(iat)) / 60;
};
const usernameOf = (tokens: { idToken: string }) =>
  String(claimsOf(tokens.idToken)["cognito:username"]);

/** Signs `email` in straight at the emulator and tries a self-service e-mail change. */
export async function poolFacts(options: {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  email: string;
  password: string;
}): Promise<PoolFacts> {
  const tokens = await signIn(options);
  const client = cognitoClient(options.endpoint);
  try {
    await client.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.accessToken,
        UserAttributes: [{ Name: "email", Value: `unverified.${options.email}` }],
      }),
    );
    // By the token's username: found whether or not the address changed.
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: usernameOf(tokens) }),
    );
    const email = user.UserAttributes?.find((a) => a.Name === "email")?.Value;
    return {
      idTokenMinutes: lifetimeMinutes(tokens.idToken),
      accessTokenMinutes: lifetimeMinutes(tokens.accessToken),
      emailChangeWaitsForVerification: email === options.email,
    };
  } finally {
    client.destroy();
  }
}
