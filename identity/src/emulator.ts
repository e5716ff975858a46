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
//
// This module is the package's `./emulator` entry: the process (emulator-process.ts), the client
// (cognito-client.ts), the pool's bootstrap (emulator-bootstrap.ts) and freePort (free-port.ts)
// live beside it and are exported from here; the delivered codes are read here.
import { readFile } from "node:fs/promises";

export { cognitoClient, signIn, type Tokens } from "./cognito-client";
export { bootstrapEmulator, poolFile, type PoolInfo } from "./emulator-bootstrap";
export {
  emulatorEntry,
  startEmulator,
  type RunningEmulator,
  type StartEmulatorOptions,
} from "./emulator-process";
export { freePort } from "./free-port";
export { issuerOf, jwksUrl } from "./urls";
export {
  appClientSettings,
  TOKEN_VALIDITY_MINUTES,
  tokenValidity,
  userPoolSettings,
} from "./pool-settings";

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
