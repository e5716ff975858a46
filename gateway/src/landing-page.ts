import { createHash } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import { serializeCsp } from "./security/headers";

// Apollo's embeddable sandbox lives on Apollo's CDN, so it only works with internet access; the
// bundled GraphiQL at /sandbox is the one that always works. This page (GET /graphql from a
// browser) offers /sandbox first and loads Apollo's sandbox only as an extra, reporting plainly
// when it cannot be reached. The product's own pages never load anything from a CDN.
const APOLLO_SANDBOX =
  "https://embeddable-sandbox.cdn.apollographql.com/_latest/embeddable-sandbox.umd.production.min.js";
/** Where the embedded sandbox's iframe comes from. */
const APOLLO_SANDBOX_FRAME = "https://sandbox.embed.apollographql.com";

// The page's one inline script, allowed by its hash in the page's CSP (below).
const landingScript = `
  (function () {
    var status = document.getElementById("status");
    var script = document.createElement("script");
    script.src = ${JSON.stringify(APOLLO_SANDBOX)};
    script.onload = function () {
      status.textContent = "Authorization ヘッダーに ID トークン（Bearer）を設定してください。";
      new window.EmbeddedSandbox({ target: "#embed", initialEndpoint: location.origin + "/graphql" });
    };
    script.onerror = function () {
      status.textContent = "Apollo Sandbox を読み込めませんでした（オフライン）。上の /sandbox をご利用ください。";
    };
    document.head.appendChild(script);
  })();
`;

export const landingPageHtml = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphQL | CFX 光化工事管理</title>
<style>
  body { margin: 0; font-family: "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif; background: #fafafa; color: #242424; }
  header { padding: 12px 20px; background: #0f6cbd; color: #fff; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  header a { color: #fff; font-weight: 600; }
  #status { padding: 8px 20px; font-size: 14px; }
  #embed { height: calc(100vh - 90px); }
</style>
</head>
<body>
<header>
  <strong>CFX GraphQL API</strong>
  <span>オフラインでも使えるサンドボックス（サインイン中のトークンを送信）:</span>
  <a href="/sandbox">/sandbox を開く</a>
</header>
<div id="status">Apollo Sandbox を読み込んでいます…（インターネット接続が必要です）</div>
<div id="embed"></div>
<script>${landingScript}</script>
</body>
</html>
`;

/**
 * The CSP of this page only (development; production has no landing page): the gateway's CSP
 * allows no inline script and nothing from another origin, this page needs its inline script
 * (by hash), Apollo's CDN script and Apollo's iframe. The sandbox's requests are made by the
 * embedding page (connect-src 'self').
 */
export const landingPageCsp = serializeCsp({
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "script-src": [
    `'sha256-${createHash("sha256").update(landingScript).digest("base64")}'`,
    new URL(APOLLO_SANDBOX).origin,
  ],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "frame-src": [APOLLO_SANDBOX_FRAME],
  "connect-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});

/** Apollo's landing page at GET /graphql (browsers only; API clients are unaffected). */
export function landingPage(): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: landingPageHtml };
        },
      };
    },
  };
}
