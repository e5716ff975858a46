import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The built web app (WEB_DIST) from the gateway's own origin, with SPA fallback: a GET that is
 * no route and no file answers index.html so client-side routes (/users/3, …) load on reload.
 * Skipped when the folder has no index.html (e.g. the web app was not built). The GraphQL
 * sandbox page is served only when `sandbox` is on (GRAPHQL_SANDBOX).
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  options: { sandbox: boolean } = { sandbox: true },
): Promise<void> {
  const hasIndex = existsSync(join(root, "index.html"));
  if (!hasIndex) {
    app.log.warn({ root }, "WEB_DIST has no index.html; the web app is not served");
  } else {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: true,
      index: "index.html",
      cacheControl: false,
      // web's build writes a .br and a .gz beside each text asset (web/scripts/precompress.ts):
      // sent as they are to a browser that accepts them, the file itself to one that does not.
      preCompressed: true,
      // The build manifest (.vite/manifest.json) is for the size report and the tests, not for
      // browsers: such a path gets the SPA fallback like any other unknown one.
      allowedPath: (pathname) => !pathname.startsWith("/.vite/"),
      setHeaders: (response, path) => {
        // The answer depends on Accept-Encoding (brotli, gzip or plain): caches must key on it.
        response.setHeader("vary", "accept-encoding");
        // Vite's hashed bundles never change; index.html must always be revalidated, and so must
        // the service worker (sw.js, which lists the build's files) and the web manifest: a
        // browser then learns of a new build on the next visit (web/vite.config.ts).
        const immutable = /[\\/]assets[\\/]/.test(path) && !path.endsWith("index.html");
        response.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    if (!options.sandbox) {
      // Production without GRAPHQL_SANDBOX: neither the page nor the file it is built as (the
      // static files would serve /sandbox.html, the SPA fallback would answer /sandbox with the
      // app). Its scripts stay in /assets: code that anyone can read in the repository anyway.
      const notServed = (_request: unknown, reply: FastifyReply) =>
        reply.code(404).send({ error: "Not Found" });
      app.get("/sandbox", notServed);
      app.get("/sandbox.html", notServed);
    } else if (existsSync(join(root, "sandbox.html"))) {
      // The GraphQL sandbox (GraphiQL, the build's second page; it signs in like the app).
      app.get("/sandbox", (_request, reply) => {
        void reply.header("cache-control", "no-cache");
        return reply.type("text/html; charset=utf-8").sendFile("sandbox.html");
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    // Downloads and the build's bundles are files, never pages: an unknown /export, /files or
    // /assets path is a 404, not the app. (A tab still running the previous build asks for its
    // chunks after a deploy: the 404 lets it notice and load the new one, web/src/app/stale-build.ts,
    // where the app's HTML would fail as a script.)
    // The service worker's files likewise: a missing /sw.js answered with the page would make the
    // browser's update check fail as a bad script instead of finding no worker.
    const file =
      /^\/(export|files|assets)(\/|\?|$)/.test(request.url) ||
      /^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)(\?|$)/.test(request.url);
    if (hasIndex && !file && (request.method === "GET" || request.method === "HEAD")) {
      void reply.header("cache-control", "no-cache");
      return reply.type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply.code(404).send({ error: "Not Found" });
  });
}
