import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// In `pnpm dev` the gateway runs on GATEWAY_URL; everything that is not the app itself goes there,
// so the browser sees one origin exactly as with the built app served by the gateway.
const gateway = process.env.GATEWAY_URL ?? "http://127.0.0.1:4000";

const VENDOR_CHUNKS: Record<string, (name: string) => boolean> = {
  react: (name) => ["react", "react-dom", "scheduler"].includes(name),
  // Fluent UI's runtime (styling, focus, theme, provider), which every page and the sign-in use.
  // Not its components: as one chunk they made the sign-in page load the data grid, dialogs and
  // menus of the signed-in app; left to Rollup, each goes with the pages that use it.
  fluentui: (name) =>
    /^(@griffel\/|tabster$|keyborg$|@fluentui\/(tokens|react-theme|react-shared-contexts|react-utilities|react-jsx-runtime|react-provider|react-tabster)$)/.test(
      name,
    ),
  amplify: (name) => /^(aws-amplify$|@aws-amplify\/|@aws-crypto\/|@smithy\/)/.test(name),
  // Not graphql-js itself: only the sandbox (GraphiQL) parses documents in the browser.
  urql: (name) => /^(urql$|@urql\/|wonka$|@0no-co\/)/.test(name),
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
    // dist/.vite/manifest.json: which chunks each entry and lazy page loads (scripts/size-report.ts,
    // e2e/signin-chunks.test.ts).
    manifest: true,
    chunkSizeWarningLimit: 4000,
    // Vite's size report gzips every chunk again (the 2.8 MB editor too) just to print sizes;
    // scripts/precompress.ts writes the real .gz/.br files, and scripts/size-report.ts reports them.
    reportCompressedSize: false,
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
          // App code is never grouped by hand: a manual chunk pulls in the shared modules it uses
          // (the page kit, the sign-in's helpers) and the sign-in page would load it. Each lazy page
          // is its own chunk; what pages share, Rollup splits into common chunks.
          if (!name) return undefined;
          return Object.entries(VENDOR_CHUNKS).find(([, test]) => test(name))?.[0];
        },
      },
    },
  },
  // GraphiQL's Monaco workers (graphiql/setup-workers/vite) are code-split ES modules.
  worker: { format: "es" },
});
