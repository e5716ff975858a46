// Security headers on every response of the gateway: GraphQL, the web app and its assets, the
// sandbox, /identity, health checks, app config and 404s. helmet sets them in an onRequest hook
// of the root instance, so no route, plugin or not-found handler escapes them.
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayEnv } from "../env";

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the web app and the sandbox: everything from the gateway's own
 * origin, plus exactly what they need beyond that:
 * - `style-src 'unsafe-inline'`: Fluent UI v9's Griffel inserts <style> elements at run time,
 *   Fluent and Monaco set `style` attributes, and both pages' index.html carry a small <style>;
 * - `img-src data:`, `font-src data:`: GraphiQL's and Monaco's CSS inline icons and a font as
 *   data: URIs (the app's own images are files);
 * - `img-src blob:`, `frame-src blob:`: files the app fetched itself with the user's token and
 *   shows from a blob: URL of this origin — construction photos, and the document settings' PDF
 *   preview in a frame; nothing from elsewhere;
 * - `worker-src 'self'`: the sandbox's Monaco workers are built files (graphiql/setup-workers),
 *   and so is the app's service worker (/sw.js, issue #38);
 * - `manifest-src 'self'`: the installable app's web manifest (/manifest.webmanifest), named
 *   although default-src covers it, so that narrowing default-src later cannot break installing;
 * - `connect-src`: GraphQL, /identity and /app-config.json on this origin; with a real user pool,
 *   Amplify talks to Cognito's regional endpoint directly.
 * Scripts only from the origin: Vite's build has no inline script and nothing uses eval.
 */
export function contentSecurityPolicy(
  env: Pick<GatewayEnv, "IDENTITY_MODE" | "COGNITO_REGION">,
): Directives {
  const connect = ["'self'"];
  if (env.IDENTITY_MODE === "cognito") {
    connect.push(`https://cognito-idp.${env.COGNITO_REGION}.amazonaws.com`);
  }
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "frame-src": ["'self'", "blob:"],
    "connect-src": connect,
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** A directives map as the header value, written as helmet writes it. */
export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join(";");
}

/**
 * The headers helmet's middleware sets, read once from a recording response: with these options
 * they are the same for every request (no nonces, nothing read from the request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  if (!headers["content-security-policy"]) throw new Error("helmet set no Content-Security-Policy");
  return headers;
}

/** What every response gets, and the HSTS header that only an https request gets. */
export type SecurityHeaders = {
  always: Record<string, string>;
  /** helmet's Strict-Transport-Security value (one year, subdomains). */
  hsts: string;
};

/** The security headers for this configuration, computed once. */
export function securityHeaders(
  env: Pick<GatewayEnv, "IDENTITY_MODE" | "COGNITO_REGION">,
): SecurityHeaders {
  const always = helmetHeaders({
    // Exactly our directives: helmet's defaults add `upgrade-insecure-requests`, which would send
    // the assets of a plain-http stack (pnpm start on 127.0.0.1) to https.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    // frame-ancestors 'none' above; X-Frame-Options for browsers that predate it.
    frameguard: { action: "deny" },
    // Same-origin requests keep the path (the app's own navigation); other sites get nothing.
    referrerPolicy: { policy: "same-origin" },
    // The rest are helmet's defaults: nosniff, HSTS (taken out below, sent over https only),
    // Cross-Origin-Opener/Resource-Policy same-origin, Origin-Agent-Cluster, X-DNS-Prefetch-Control
    // off, X-Download-Options noopen, X-Permitted-Cross-Domain-Policies none, X-XSS-Protection 0.
  });
  const hsts = always["strict-transport-security"];
  if (!hsts) throw new Error("helmet set no Strict-Transport-Security");
  delete always["strict-transport-security"];
  return { always, hsts };
}

/**
 * Sets the headers on one response. HSTS only when the request came over https: on a TLS socket,
 * or with `X-Forwarded-Proto: https` from a proxy named in TRUST_PROXY (Fastify's `trustProxy`:
 * `request.protocol` reads the header only from those addresses). Over plain http the header is
 * meaningless (RFC 6797 §8.1: browsers ignore it) and tells a scanner the opposite of the truth.
 */
export function securityHeadersSetter(headers: SecurityHeaders) {
  return (request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(headers.always);
    if (request.protocol === "https") void reply.header("strict-transport-security", headers.hsts);
  };
}

/**
 * Registers the headers on the root instance (before any route, so every response gets them).
 * Computed once: @fastify/helmet 13 calls helmet(options) again in its hook for every request,
 * re-parsing the CSP directives each time, and helmet's middleware then validates each header as
 * it sets it on the raw response (together 6–7 % of the gateway's CPU for a page of 50 targets).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<GatewayEnv, "IDENTITY_MODE" | "COGNITO_REGION">,
): Promise<void> {
  const set = securityHeadersSetter(securityHeaders(env));
  app.addHook("onRequest", (request, reply, done) => {
    set(request, reply);
    done();
  });
}
