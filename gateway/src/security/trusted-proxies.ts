// TRUST_PROXY: the load balancers whose X-Forwarded-* headers the gateway believes. Behind a load
// balancer that ends TLS the gateway sees plain http; the balancer says what the browser used in
// X-Forwarded-Proto, and only a peer named here may say it (anyone else could claim https, or a
// client address in X-Forwarded-For). Unset: no one, so only the socket counts.
//
// The entries are what Fastify's `trustProxy` hands to @fastify/proxy-addr, which matches them
// against the connection's peer address: IPv4 or IPv6 addresses, CIDR ranges, and its names
// `loopback`, `linklocal`, `uniquelocal`. `true`, `*` and hop counts are refused: they would trust
// every client, which is exactly what this setting exists to avoid.
import { isIP } from "node:net";
import { list, type ConfigSource } from "@cfx/domain/config";

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function trustedProxy(entry: string): string {
  if (NAMES.has(entry)) return entry;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  const maxPrefix = family === 4 ? 32 : 128;
  const validPrefix =
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix) ||
    (family === 4 && isIP(prefix) === 4); // proxy-addr also takes a netmask: 10.0.0.0/255.0.0.0
  if (family === 0 || !validPrefix || rest.length > 0) {
    throw new Error(
      `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
    );
  }
  return entry;
}

/** The trusted proxies (empty: none). */
export function trustedProxiesFromEnv(source: ConfigSource): string[] {
  return list(source, "TRUST_PROXY", trustedProxy);
}
