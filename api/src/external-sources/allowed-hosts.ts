// EXTERNAL_SOURCE_ALLOWED_HOSTS: the only places an HTTP JSON external source may fetch from.
//
// The list is the whole SSRF control, on purpose: the API never fetches a host:port the operator
// did not name, so loopback, link-local (169.254.169.254), private networks and the API's own
// ports are unreachable unless listed. A listed name is trusted as a whole, whatever addresses its
// DNS gives: an operator may well list a partner system on a private network, and re-checking the
// resolved address would refuse exactly that while adding nothing against a name the operator
// chose. Matching is on the parsed URL (WHATWG rules, as fetch itself parses it), so spellings such
// as `http://2130706433/`, `http://0x7f.1/`, `http://example.com@127.0.0.1/` or upper case resolve
// to the host fetch would really contact before they are compared.

export const HOST_NOT_ALLOWED_MESSAGE = "許可されていない接続先です";

export interface AllowedHost {
  /** Host name as WHATWG URL writes it: lower case, punycode, IPv4 dotted, IPv6 in brackets. */
  hostname: string;
  /** undefined: only the scheme's default port (http 80, https 443). */
  port: number | undefined;
}

export class AllowedHostsError extends Error {}

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };

/** `host`, `host:port`, `[v6]` or `[v6]:port`; nothing else (no scheme, path, user or wildcard). */
const ENTRY = /^(\[[0-9A-Fa-f:.]+\]|[^\s:/@?#[\]*]+)(?::(\d{1,5}))?$/;

const canonicalHost = (hostname: string) => hostname.replace(/\.$/, "");

/** One entry → its canonical form; throws AllowedHostsError with a reason in English (ops read it). */
export function parseAllowedHost(entry: string): AllowedHost {
  const m = ENTRY.exec(entry);
  if (!m) throw new AllowedHostsError(`"${entry}" is not host or host:port`);
  let hostname: string;
  try {
    hostname = new URL(`http://${m[1]}/`).hostname;
  } catch {
    throw new AllowedHostsError(`"${entry}" is not a valid host name`);
  }
  const port = m[2] === undefined ? undefined : Number(m[2]);
  if (port !== undefined && (port < 1 || port > 65535))
    throw new AllowedHostsError(`"${entry}" has a port outside 1-65535`);
  return { hostname: canonicalHost(hostname), port };
}

/** The comma-separated setting → entries (empty or blank: none, i.e. file uploads only). */
export function parseAllowedHosts(raw: string | undefined): AllowedHost[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map(parseAllowedHost);
}

/** Whether fetch may contact this URL: http(s) and a listed host with a listed port. */
export function isAllowedUrl(url: URL, allowed: readonly AllowedHost[]): boolean {
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) return false;
  const hostname = canonicalHost(url.hostname);
  const port = url.port === "" ? defaultPort : Number(url.port);
  return allowed.some((entry) =>
    entry.port === undefined
      ? entry.hostname === hostname && port === defaultPort
      : entry.hostname === hostname && entry.port === port,
  );
}

/** isAllowedUrl for a URL string; a string that is no URL is not allowed. */
export function isAllowedUrlText(text: string, allowed: readonly AllowedHost[]): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return isAllowedUrl(url, allowed);
}
