import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// In `pnpm dev` the gateway runs on GATEWAY_URL; everything that is not the app itself goes there,
// so the browser sees one origin exactly as with the built app served by the gateway.
const gateway = process.env.GATEWAY_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [react()],
  server: {
    host: "127.0.0.1",
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      "/graphql": gateway,
      "/identity": gateway,
      "/app-config.json": gateway,
      "/healthz": gateway,
      "/readyz": gateway,
    },
  },
  build: { outDir: "dist", chunkSizeWarningLimit: 4000 },
  test: { environment: "jsdom" },
});
