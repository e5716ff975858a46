// URLs as they may be written to a log: without the user:password of their authority and without
// the values of query parameters that carry a secret (`?token=`, `?api_key=`, `X-Amz-Signature`…).
// docs/DEPLOY.md promises that passwords are never logged; a URL is where one slips in unseen
// (an external source's address, a signed link, a client that puts its token in the query).

/** What replaces a secret. */
export const REDACTED = "***";

// A query parameter whose name ends in one of these words (case-insensitive; `-`, `_` or `.`
// before it): its value is a secret.
const SECRET_NAME =
  /(?:^|[-_.])(?:token|secret|password|passwd|pwd|pass|apikey|key|signature|sig|auth|authorization|credentials?|session|sessionid)$/i;

// scheme://userinfo@ — the userinfo is everything up to "@" before the path, query or fragment.
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]*@/gi;
// ?name=value or &name=value (also ;name=value), up to the next separator.
const QUERY_PARAM = /([?&;])([^=&#\s]+)=([^&#\s]*)/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** `text` (a URL, a path with a query, or a message quoting one) with its secrets replaced. */
export function redactUrl(text: string): string {
  return text
    .replace(USERINFO, `$1${REDACTED}@`)
    .replace(QUERY_PARAM, (whole, sep: string, name: string) =>
      SECRET_NAME.test(decodedName(name)) ? `${sep}${name}=${REDACTED}` : whole,
    );
}

/** Does `url` name a user or a password (`http://user:secret@host/`)? Unparsable: false. */
export function hasCredentials(url: string): boolean {
  try {
    const u = new URL(url);
    return u.username !== "" || u.password !== "";
  } catch {
    return false;
  }
}

/** The request as Fastify's own `req` log serializer writes it, with the URL redacted. */
export function redactedRequestLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify `logger` options with the request serializer above (Fastify's own `req` serializer
 * writes the URL as it came). `false`/`true` are passed through: no options to extend.
 */
export function withRedactedUrls<T>(logger: T): T {
  if (!logger || typeof logger !== "object") return logger;
  const serializers = (logger as { serializers?: Record<string, unknown> }).serializers;
  return { ...logger, serializers: { ...serializers, req: redactedRequestLog } };
}
