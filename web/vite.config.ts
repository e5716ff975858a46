import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { onlyAppAssets } from "./scripts/pwa-precache";

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
  // Not graphql-js itself: only the sandbox (GraphiQL) parses documents in the browser. Its
  // subscriptions' transport (graphql-sse's client, issue #40) goes with it.
  urql: (name) => /^(urql$|@urql\/|wonka$|@0no-co\/|graphql-sse$)/.test(name),
};

/** `node_modules/.pnpm/x@1/node_modules/@scope/name/...` → `@scope/name` */
function packageName(id: string): string | undefined {
  const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1]?.replace(/\\/g, "/");
}

/**
 * Paths the gateway answers itself: a navigation there must reach the network, never the app's
 * cached page (downloads, the sandbox, identity and health endpoints).
 */
const SERVER_ROUTES = [
  /^\/(graphql|identity|files|export|sandbox|oauth2|api|healthz|readyz)(\/|\?|$)/,
  /^\/(app-config\.json|sandbox\.html)(\?|$)/,
];

/** Where this build writes (`--outDir` may move it): the precache list is read from there. */
let outDir = "dist";

export default defineConfig({
  // `@/…` is web/src/… (tsconfig.json's paths); vitest.config.ts inherits it.
  resolve: {
    alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL("./src", import.meta.url))}/` }],
  },
  plugins: [
    react(),
    {
      name: "cfx:out-dir",
      configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    },
    // Issue #38: crews open the app in basements with no signal. The service worker keeps the
    // app's page and all its scripts, and starts it offline with the last /app-config.json.
    VitePWA({
      // A new build's worker takes over at once (skipWaiting, clientsClaim); no prompt. The page is
      // not reloaded under the user (service-worker.ts): the next navigation gets the new build,
      // and an old tab's missing lazy chunk reloads it once (stale-build.ts), as without a worker.
      registerType: "autoUpdate",
      // Registered by src/app/service-worker.ts, in production builds only.
      injectRegister: false,
      // The icons are in the glob below already; listed twice they would be precached twice.
      includeManifestIcons: false,
      strategies: "generateSW",
      manifest: {
        name: "CFX 光化工事管理",
        short_name: "光化工事管理",
        description: "光化工事の対象物件・交渉・工事を管理する業務アプリ",
        lang: "ja",
        start_url: "/",
        scope: "/",
        display: "standalone",
        // Fluent's brand blue (the favicon's) and the page's background before React paints.
        theme_color: "#0f6cbd",
        background_color: "#f5f5f5",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        // The plain files only: web/scripts/precompress.ts writes .br/.gz after vite build, and
        // the gateway picks those by Accept-Encoding for the worker's requests as for any other.
        globPatterns: ["**/*.{js,css,html,svg,png,ttf,woff,woff2}"],
        globIgnores: ["sandbox.html", "**/*.{br,gz}"],
        manifestTransforms: [onlyAppAssets(() => outDir)],
        // Vite's names carry a content hash: no cache-busting query needed.
        dontCacheBustURLsMatching: /^assets\//,
        // The largest app chunk is well below this; the limit only guards against a mistake.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        navigateFallback: "/index.html",
        navigateFallbackDenylist: SERVER_ROUTES,
        runtimeCaching: [
          {
            // The deployment's settings: fresh when online, the last ones when not (the app
            // cannot start without them). A weak signal waits 5 s before falling back.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/app-config.json",
            handler: "NetworkFirst",
            options: { cacheName: "cfx-app-config", networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
  ],
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
