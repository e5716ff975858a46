import type { GatewayEnv } from "./env";

/** What the web client needs before it can sign in (GET /app-config.json). */
export type AppConfig = {
  brandCode: string;
  subtitle: string;
  identity: {
    mode: GatewayEnv["IDENTITY_MODE"];
    region: string;
    userPoolId: string;
    clientId: string;
    /**
     * Local mode: `/identity`, relative to the page's origin (the gateway proxies it to the
     * emulator). Amplify v6 passes it to `new URL()` as is, which refuses a bare path, so the
     * web client must resolve it against `location.origin` first. Cognito mode: null (Amplify's
     * default regional endpoint).
     */
    userPoolEndpoint: string | null;
  };
};

export function appConfig(env: GatewayEnv): AppConfig {
  return {
    brandCode: "CFX",
    subtitle: "光化工事管理",
    identity: {
      mode: env.IDENTITY_MODE,
      region: env.COGNITO_REGION,
      userPoolId: env.COGNITO_USER_POOL_ID,
      clientId: env.COGNITO_CLIENT_ID,
      userPoolEndpoint: env.IDENTITY_MODE === "local" ? "/identity" : null,
    },
  };
}
