// Control of the cognito-local 5.3 emulator: the embedded default for identity.
//
// Behaviour verified against the real emulator (see emulator.test.ts):
// - Sign-in errors differ from Amazon Cognito: an UNKNOWN user gets
//   `NotAuthorizedException`, a WRONG password gets `InvalidPasswordException`
//   (real Cognito: UserNotFoundException / NotAuthorizedException). Clients must
//   treat both as "アカウント名またはパスワードが不正です".
// - Tokens are RS256, `kid: "CognitoLocal"`, signed with a key shipped in the
//   package (so: public, trust only in local mode). The issuer is
//   `${TokenConfig.IssuerDomain}/${userPoolId}`; IssuerDomain defaults to
//   `http://${HOST}:${PORT}` of the emulator process, and we also pin it in
//   `<dataDir>/.cognito/config.json` on every start so it is always
//   `http://<host>:<port>` even when a data dir moves to another port.
// - ID tokens carry `aud` = client id, `token_use: "id"`, `email`, no `nbf`;
//   access tokens carry `client_id`, `token_use: "access"` and no `aud`.
// - JWKS is served at `<issuer>/.well-known/jwks.json` over plain http.
// - ForgotPassword "delivers" the code by logging a box to stdout:
//   `│   Username:    <uuid>   │ … │   Destination: <email>  │ … │   Code:        123456   │`
//   (pino-pretty, coloured; we strip ANSI codes before parsing).
// - State lives in `<cwd>/.cognito/db/<userPoolId>.json` (+ clients.json).

import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Agent as HttpAgent } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  UpdateUserPoolClientCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { demoUsers, type DemoUser } from "./demo-users";
import { appClientSettings, tokenValidity, userPoolSettings } from "./pool-settings";

export { issuerOf, jwksUrl } from "./urls";
export {
  appClientSettings,
  TOKEN_VALIDITY_MINUTES,
  tokenValidity,
  userPoolSettings,
} from "./pool-settings";

const require = createRequire(import.meta.url);

/** Absolute path of cognito-local's `lib/bin/start.js`. */
export function emulatorEntry(): string {
  const pkg = require.resolve("cognito-local/package.json");
  return join(dirname(pkg), "lib", "bin", "start.js");
}

export type RunningEmulator = {
  endpoint: string;
  logFile: string;
  process: ChildProcess;
  stop(): Promise<void>;
};

export type StartEmulatorOptions = {
  dataDir: string;
  port: number;
  host?: string;
  logFile?: string;
  /** Called with each complete output line (the orchestrator prefixes and prints them). */
  onLine?: (line: string) => void;
  /** How long to wait for the emulator to answer. */
  timeoutMs?: number;
  /** Own process group (so a terminal's Ctrl-C reaches only the orchestrator, which stops it in order). */
  detached?: boolean;
};

export async function startEmulator(options: StartEmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? "127.0.0.1";
  const { dataDir, port } = options;
  const logFile = options.logFile ?? join(dataDir, "emulator.log");
  const endpoint = `http://${host}:${port}`;
  mkdirSync(join(dataDir, ".cognito"), { recursive: true });
  mkdirSync(dirname(logFile), { recursive: true });
  pinIssuerDomain(dataDir, endpoint);

  // Something already answering on that port would make us talk to a stranger.
  if (await isUp(endpoint)) {
    throw new Error(`Port ${port} is already in use (something answers at ${endpoint})`);
  }

  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, [emulatorEntry()], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      NODE_OPTIONS: "",
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  let pending = "";
  const onData = (chunk: Buffer) => {
    if (!log.writableEnded) log.write(chunk);
    if (!options.onLine) return;
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) options.onLine(line);
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  // "close" (not "exit"): the output pipes may still hold data after the exit.
  child.once("close", () => log.end());
  log.on("error", () => undefined);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `cognito-local exited (code ${child.exitCode}) before answering; see ${logFile}`,
      );
    }
    if (await isUp(endpoint)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`cognito-local did not answer at ${endpoint}; see ${logFile}`);
    }
    await sleep(100);
  }
  return { endpoint, logFile, process: child, stop };
}

/** Makes the emulator's token issuer `<endpoint>/<poolId>` whatever was stored before. */
function pinIssuerDomain(dataDir: string, endpoint: string): void {
  const file = join(dataDir, ".cognito", "config.json");
  let config: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      config = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    } catch {
      config = {};
    }
  }
  const tokenConfig = (config.TokenConfig ?? {}) as Record<string, unknown>;
  config.TokenConfig = { ...tokenConfig, IssuerDomain: endpoint };
  writeFileSync(file, JSON.stringify(config, null, 2));
}

async function isUp(endpoint: string): Promise<boolean> {
  try {
    const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The last verification code the emulator printed (ForgotPassword, sign-up, …),
 * optionally only for deliveries to `email`. Undefined when none was printed.
 */
export async function readLatestCode(logFile: string, email?: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(logFile, "utf8");
  } catch {
    return undefined;
  }
  const lines = text.replace(ANSI, "").split("\n");
  let latest: string | undefined;
  let destination: string | undefined;
  for (const raw of lines) {
    // Box lines look like "│   Code:        123456   │" (the border may be absent).
    const line = raw.replace(/[│╭╮╰╯─]/g, " ").trim();
    if (line.startsWith("Confirmation Code Delivery")) destination = undefined;
    const dest = /^Destination:\s+(\S+)/.exec(line);
    if (dest) destination = dest[1];
    const code = /^Code:\s+(\S+)/.exec(line);
    if (code && (!email || destination?.toLowerCase() === email.toLowerCase())) latest = code[1];
  }
  return latest;
}

/**
 * A TCP port that was free a moment ago on `host` (for tests and temp stacks). It is picked at
 * random below the kernel's range of ephemeral ports (Linux 32768–60999, macOS and Windows from
 * 49152), so that no outgoing connection of another process takes it before the caller listens
 * on it; a port the kernel chose (port 0) could be handed out again as a connection's source port.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FREE_PORT_RANGE.from + Math.floor(Math.random() * FREE_PORT_RANGE.size);
    if (await canListen(port, host)) return port;
  }
  return listenOnce(0, host);
}

const FREE_PORT_RANGE = { from: 20_000, size: 12_000 };

const canListen = (port: number, host: string) =>
  listenOnce(port, host).then(
    () => true,
    () => false,
  );

function listenOnce(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}
