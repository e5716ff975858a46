// The emulator's pool, web app client and demo users, created once and reused from
// `<dataDir>/pool.json` afterwards. Apart from emulator.ts: it is the one part that writes the
// pool's state, and it runs once per start.
import { existsSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUsersCommand,
  UpdateUserPoolClientCommand,
  type CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient } from "./cognito-client";
import { demoUsers, type DemoUser } from "./demo-users";
import { appClientSettings, tokenValidity, userPoolSettings } from "./pool-settings";

export type PoolInfo = { userPoolId: string; clientId: string; endpoint: string };

export function poolFile(dataDir: string): string {
  return join(dataDir, "pool.json");
}

/**
 * Creates (or reuses) the user pool, the web app client and the demo users.
 * Idempotent: a pool recorded in `<dataDir>/pool.json` that still exists is
 * reused, and only missing users are created (passwords users changed stay).
 */
export async function bootstrapEmulator(options: {
  endpoint: string;
  dataDir: string;
  users?: readonly DemoUser[];
}): Promise<PoolInfo> {
  const { endpoint, dataDir } = options;
  const users = options.users ?? demoUsers;
  const client = cognitoClient(endpoint);
  try {
    let pool = await existingPool(client, dataDir);
    if (!pool) {
      const created = await client.send(new CreateUserPoolCommand(userPoolSettings));
      const userPoolId = created.UserPool?.Id;
      if (!userPoolId) throw new Error("CreateUserPool returned no id");
      const appClient = await client.send(
        new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ...appClientSettings }),
      );
      const clientId = appClient.UserPoolClient?.ClientId;
      if (!clientId) throw new Error("CreateUserPoolClient returned no id");
      pool = { userPoolId, clientId };
    } else {
      await keepTokenValidity(client, pool);
    }
    // ListUsers (not AdminGetUser per user): missing users are not errors in the emulator's log.
    const existing = await existingEmails(client, pool.userPoolId);
    for (const user of users) {
      if (!existing.has(user.email.toLowerCase())) await createUser(client, pool.userPoolId, user);
    }
    const info: PoolInfo = { ...pool, endpoint };
    writeFileSync(poolFile(dataDir), JSON.stringify(info, null, 2) + "\n");
    return info;
  } finally {
    client.destroy();
  }
}

async function existingPool(
  client: CognitoIdentityProviderClient,
  dataDir: string,
): Promise<{ userPoolId: string; clientId: string } | undefined> {
  const file = poolFile(dataDir);
  if (!existsSync(file)) return undefined;
  let saved: Partial<PoolInfo>;
  try {
    saved = JSON.parse(await readFile(file, "utf8")) as Partial<PoolInfo>;
  } catch {
    return undefined;
  }
  if (!saved.userPoolId || !saved.clientId) return undefined;
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
    await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.clientId }),
    );
    return { userPoolId: saved.userPoolId, clientId: saved.clientId };
  } catch (error) {
    if (isNamed(error, "ResourceNotFoundException")) return undefined;
    throw error;
  }
}

/**
 * A pool kept in a data dir from before #36 has a client without lifetimes, on which the emulator
 * issues 24-hour tokens: give it the runbook's. (The emulator's UpdateUserPool cannot set the
 * e-mail update setting of such a pool; delete `.data/` for a pool made entirely as the runbook
 * says. Its browser users cannot change an e-mail anyway: the gateway's proxy refuses it.)
 */
async function keepTokenValidity(
  client: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string },
): Promise<void> {
  const { UserPoolClient: current } = await client.send(
    new DescribeUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: pool.clientId }),
  );
  const units = current?.TokenValidityUnits;
  if (
    current?.IdTokenValidity === tokenValidity.IdTokenValidity &&
    current.AccessTokenValidity === tokenValidity.AccessTokenValidity &&
    current.RefreshTokenValidity === tokenValidity.RefreshTokenValidity &&
    units?.IdToken === tokenValidity.TokenValidityUnits.IdToken &&
    units.AccessToken === tokenValidity.TokenValidityUnits.AccessToken &&
    units.RefreshToken === tokenValidity.TokenValidityUnits.RefreshToken
  )
    return;
  // The emulator keeps every field not named here (Amazon Cognito would reset them: never run
  // this against a real pool).
  await client.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
      ...tokenValidity,
    }),
  );
}

async function existingEmails(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<Set<string>> {
  const emails = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, PaginationToken: token }),
    );
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((a) => a.Name === "email")?.Value;
      if (email) emails.add(email.toLowerCase());
    }
    token = page.PaginationToken;
  } while (token);
  return emails;
}

async function createUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: DemoUser,
): Promise<void> {
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      TemporaryPassword: user.password,
      MessageAction: "SUPPRESS",
      UserAttributes: [
        { Name: "email", Value: user.email },
        { Name: "email_verified", Value: "true" },
        { Name: "name", Value: user.name },
      ],
    }),
  );
  if (!user.temporary) {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
  }
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === name;
}
