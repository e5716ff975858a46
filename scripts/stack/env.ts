// Environment of the `pnpm start` orchestrator (docs/CONTRACTS.md, "Environment variables").
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

export class StartEnvError extends Error {
  override readonly name = "StartEnvError";
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

export type CognitoSettings = { userPoolId: string; clientId: string; region?: string };

export type StartEnv = {
  host: string;
  port: number;
  apiPort: number;
  identityPort: number;
  dataDir: string;
  /** Set when IDENTITY_MODE=cognito: use that pool instead of the emulator. */
  cognito?: CognitoSettings;
  /**
   * NODE_ENV=production: the hardened gateway (no introspection, suggestions, landing page or
   * sandbox). The children inherit NODE_ENV; it is read here to refuse a typo before anything
   * starts and to say so in the banner.
   */
  production: boolean;
};

function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartEnvError(
      name,
      `must be a port number (1-65535), got ${JSON.stringify(raw)} / ポート番号が不正です`,
    );
  }
  return port;
}

export function readStartEnv(env: NodeJS.ProcessEnv = process.env): StartEnv {
  const host = env.HOST?.trim() || "127.0.0.1";
  if (!/^[\w.:-]+$/.test(host))
    throw new StartEnvError("HOST", `is not a host name / ホスト名が不正です`);
  const port = portOf(env, "PORT", 4000);
  const apiPort = portOf(env, "API_PORT", 4010);
  const identityPort = portOf(env, "IDENTITY_PORT", 9229);
  const ports: [string, number][] = [
    ["PORT", port],
    ["API_PORT", apiPort],
    ["IDENTITY_PORT", identityPort],
  ];
  for (const [i, [name, value]] of ports.entries()) {
    const clash = ports.slice(0, i).find(([, v]) => v === value);
    if (clash)
      throw new StartEnvError(
        name,
        `${value} is already used by ${clash[0]} / ポートが重複しています`,
      );
  }
  const dataDir = resolve(repoRoot, env.DATA_DIR?.trim() || ".data");
  const mode = env.IDENTITY_MODE?.trim();
  if (mode && mode !== "local" && mode !== "cognito") {
    throw new StartEnvError(
      "IDENTITY_MODE",
      `must be "local" or "cognito" / "local" か "cognito" を指定してください`,
    );
  }
  let cognito: CognitoSettings | undefined;
  if (mode === "cognito") {
    const userPoolId = env.COGNITO_USER_POOL_ID?.trim();
    const clientId = env.COGNITO_CLIENT_ID?.trim();
    if (!userPoolId)
      throw new StartEnvError(
        "COGNITO_USER_POOL_ID",
        "is required when IDENTITY_MODE=cognito / 必須です",
      );
    if (!clientId)
      throw new StartEnvError(
        "COGNITO_CLIENT_ID",
        "is required when IDENTITY_MODE=cognito / 必須です",
      );
    cognito = { userPoolId, clientId, region: env.COGNITO_REGION?.trim() || undefined };
  }
  const nodeEnv = env.NODE_ENV?.trim();
  if (nodeEnv && !["development", "production", "test"].includes(nodeEnv)) {
    throw new StartEnvError(
      "NODE_ENV",
      `must be "development", "production" or "test", got ${JSON.stringify(nodeEnv)} / 値が不正です`,
    );
  }
  return {
    host,
    port,
    apiPort,
    identityPort,
    dataDir,
    cognito,
    production: nodeEnv === "production",
  };
}
