// The deployment's settings as the screens read them (useRuntimeConfig): the identity mode (the
// sign-in and the 連携クライアント screen differ between the emulator and Cognito) and the brand.
// app/runtime-config.ts loads and checks them from /app-config.json; the app provides them.
import { createContext, useContext, type ReactNode } from "react";

/** Which identity service signs people in: the embedded emulator or a real Cognito user pool. */
export type IdentityMode = "local" | "cognito";

export interface IdentityConfig {
  mode: IdentityMode;
  region: string;
  userPoolId: string;
  clientId: string;
  /** Absolute URL of the user-pool endpoint when it is not Amazon's (the emulator behind /identity). */
  userPoolEndpoint?: string;
}

export interface RuntimeConfig {
  brandCode: string;
  subtitle: string;
  identity: IdentityConfig;
}

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error("useRuntimeConfig outside RuntimeConfigProvider");
  return config;
}
