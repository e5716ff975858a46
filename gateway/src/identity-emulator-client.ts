// The /identity proxy's calls to the emulator (cognito-local): one pooled HTTP connection set, the
// call itself and the pool's record of a user. Apart from identity-proxy.ts: the proxy's checks
// (identity-checks.ts) ask the emulator too.
import type { FastifyBaseLogger } from "fastify";
import { Pool } from "undici";
import {
  JSON_TYPE,
  refuse,
  TARGET_PREFIX,
  type EmulatorAnswer,
  type Json,
} from "./identity-protocol";

const TIMEOUT_MS = 10_000;

export interface PoolUser {
  username: string;
  enabled: boolean;
  status: string;
}

/** The emulator's answers to a wrong password or an unknown user name: what the brake counts. */
const SIGN_IN_FAILURES: ReadonlySet<string> = new Set([
  "NotAuthorizedException",
  "InvalidPasswordException",
  "UserNotFoundException",
]);
export const isSignInFailure = (answer: EmulatorAnswer) =>
  answer.status === 400 &&
  typeof answer.body?.__type === "string" &&
  SIGN_IN_FAILURES.has(answer.body.__type.split(":")[0] ?? "");

/** A client of the emulator at `endpoint`, looking users up in `userPoolId`. */
export function emulatorClient(endpoint: string, userPoolId: string, log: FastifyBaseLogger) {
  const url = new URL(endpoint);
  const upstreamPath = `${url.pathname.replace(/\/+$/, "")}/`;
  const pool = new Pool(url.origin, {
    connections: 16,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    connect: { timeout: 5_000 },
  });

  /** One call to the emulator: status, relayed headers and the raw and parsed body. */
  async function emulator(
    operation: string,
    request: Json,
    headers: Record<string, string> = {},
  ): Promise<EmulatorAnswer> {
    let answer;
    try {
      answer = await pool.request({
        method: "POST",
        path: upstreamPath,
        headers: {
          "content-type": JSON_TYPE,
          ...headers,
          "x-amz-target": TARGET_PREFIX + operation,
        },
        body: JSON.stringify(request),
      });
    } catch (error) {
      log.warn({ err: error }, "identity emulator unreachable");
      throw refuse.unreachable();
    }
    const raw = Buffer.from(await answer.body.arrayBuffer());
    let body: Json | undefined;
    try {
      const parsed: unknown = JSON.parse(raw.toString("utf8"));
      if (parsed && typeof parsed === "object") body = parsed as Json;
    } catch {
      body = undefined;
    }
    return { status: answer.statusCode, headers: answer.headers, raw, body };
  }

  /** The pool's record of a user (by e-mail, username or sub), or undefined when it has none. */
  async function lookUp(username: unknown): Promise<PoolUser | undefined> {
    if (typeof username !== "string" || username === "") return undefined;
    const answer = await emulator("AdminGetUser", { UserPoolId: userPoolId, Username: username });
    if (answer.status === 400 && answer.body?.__type === "UserNotFoundException") return undefined;
    // Anything else (a wrong pool id, an emulator failure) must not let a sign-in skip the check.
    if (answer.status !== 200 || !answer.body) throw refuse.unreachable();
    return {
      username: String(answer.body.Username ?? ""),
      enabled: answer.body.Enabled !== false,
      status: String(answer.body.UserStatus ?? ""),
    };
  }

  return { emulator, lookUp, close: () => pool.close() };
}

export type EmulatorClient = ReturnType<typeof emulatorClient>;
