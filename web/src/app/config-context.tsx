import { createContext, useContext, type ReactNode } from "react";
import type { RuntimeConfig } from "./runtime-config";

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
