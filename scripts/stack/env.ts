// Environment of the `pnpm start` orchestrator (docs/CONTRACTS.md, "Environment variables").
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
// Relative, like the identity imports of start.ts: the scripts are no workspace package.
import {
  ConfigError,
  oneOf,
  optionalText,
  port,
  text,
  type ConfigSource,
} from "../../domain/src/config";

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The workspace's one configuration error (`@cfx/domain/config`), under the name start.ts knows. */
export { ConfigError as StartEnvError };

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

const portOf = (env: ConfigSource, name: string, fallback: number) =>
  port(env, name, {
    default: fallback,
    min: 1,
    message: `must be a port number (1-65535), got ${JSON.stringify(optionalText(env, name))} / ポート番号が不正です`,
  });

export function readStartEnv(env: ConfigSource = process.env): StartEnv {
  const host = text(env, "HOST", {
    default: "127.0.0.1",
    pattern: /^[\w.:-]+$/,
    message: "is not a host name / ホスト名が不正です",
  });
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
      throw new ConfigError(
        name,
        `${value} is already used by ${clash[0]} / ポートが重複しています`,
      );
  }
  const dataDir = resolve(repoRoot, text(env, "DATA_DIR", { default: ".data" }));
  // Unset: the emulator (the children get IDENTITY_MODE=local from the stack).
  const mode = optionalText(env, "IDENTITY_MODE")
    ? oneOf(env, "IDENTITY_MODE", ["local", "cognito"], {
        message: `must be "local" or "cognito" / "local" か "cognito" を指定してください`,
      })
    : undefined;
  let cognito: CognitoSettings | undefined;
  if (mode === "cognito") {
    const required = "is required when IDENTITY_MODE=cognito / 必須です";
    const userPoolId = text(env, "COGNITO_USER_POOL_ID", { required });
    const clientId = text(env, "COGNITO_CLIENT_ID", { required });
    cognito = { userPoolId, clientId, region: optionalText(env, "COGNITO_REGION") };
  }
  const nodeEnv = oneOf(env, "NODE_ENV", ["development", "production", "test"], {
    default: "development",
    message: `must be "development", "production" or "test", got ${JSON.stringify(optionalText(env, "NODE_ENV"))} / 値が不正です`,
  });
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
