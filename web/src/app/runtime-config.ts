// The deployment's settings, served by the gateway at /app-config.json, so one build of the web app
// runs against the embedded emulator and against a real Cognito user pool alike.

import type { RuntimeConfig } from "../shared/runtime-config";

export class RuntimeConfigError extends Error {
  override name = "RuntimeConfigError";
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new RuntimeConfigError(`app-config.json: ${field} missing`);
  return value;
}

/** Validates the JSON and resolves a relative `userPoolEndpoint` (e.g. "/identity") against `origin`. */
export function parseRuntimeConfig(json: unknown, origin: string): RuntimeConfig {
  if (typeof json !== "object" || json === null)
    throw new RuntimeConfigError("app-config.json: not an object");
  const raw = json as Record<string, unknown>;
  const identity = raw.identity as Record<string, unknown> | undefined;
  if (typeof identity !== "object" || identity === null)
    throw new RuntimeConfigError("app-config.json: identity missing");
  const mode = identity.mode;
  if (mode !== "local" && mode !== "cognito")
    throw new RuntimeConfigError("app-config.json: identity.mode must be local or cognito");
  const endpoint = identity.userPoolEndpoint;
  const config: RuntimeConfig = {
    brandCode: text(raw.brandCode, "brandCode"),
    subtitle: text(raw.subtitle, "subtitle"),
    identity: {
      mode,
      region: typeof identity.region === "string" ? identity.region : "",
      userPoolId: text(identity.userPoolId, "identity.userPoolId"),
      clientId: text(identity.clientId, "identity.clientId"),
    },
  };
  if (typeof endpoint === "string" && endpoint !== "") {
    // Amplify needs an absolute URL; the gateway publishes the emulator under its own origin.
    config.identity.userPoolEndpoint = new URL(endpoint, origin).toString().replace(/\/+$/, "");
  }
  return config;
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl("/app-config.json", {
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new RuntimeConfigError(`app-config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.origin);
}
