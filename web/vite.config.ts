import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// In `pnpm dev` the gateway runs on GATEWAY_URL; everything that is not the app itself goes there,
// so the browser sees one origin exactly as with the built app served by the gateway.
const gateway = process.env.GATEWAY_URL ?? "http://127.0.0.1:4000";

const VENDOR_CHUNKS: Record<string, (name: string) => boolean> = {
  react: (name) => ["react", "react-dom", "scheduler"].includes(name),
  fluentui: (name) => /^(@fluentui\/|@griffel\/|@floating-ui\/|tabster$|keyborg$)/.test(name),
  amplify: (name) => /^(aws-amplify$|@aws-amplify\/|@aws-crypto\/|@smithy\/)/.test(name),
  graphql: (name) => /^(graphql$|urql$|@urql\/|wonka$)/.test(name),
};

/** `node_modules/.pnpm/x@1/node_modules/@scope/name/...` → `@scope/name` */
function packageName(id: string): string | undefined {
  const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1]?.replace(/\\/g, "/");
}

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
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // GraphiQL marks modules "use no memo" for the React compiler; Rollup drops such directives
      // when bundling, which is harmless, so its warning is noise.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
      // The app and the GraphQL sandbox (/sandbox, GraphiQL) are two pages of one build.
      input: { main: "index.html", sandbox: "sandbox.html" },
      output: {
        // The core libraries change far less often than the app: own files stay cached across
        // releases. Anything else is left to Rollup so lazily loaded pages stay lazy.
        manualChunks(id) {
          const name = packageName(id);
          if (!name) return undefined;
          return Object.entries(VENDOR_CHUNKS).find(([, test]) => test(name))?.[0];
        },
      },
    },
  },
  // GraphiQL's Monaco workers (graphiql/setup-workers/vite) are code-split ES modules.
  worker: { format: "es" },
  test: { environment: "jsdom" },
});
