// The load balancer of the replica test: Debian's nginx in the foreground with a config of its
// own in a temp prefix (pid, logs and temp files there, nothing under /etc or /var), two
// upstreams, round robin, no sticky sessions.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const NGINX = "/usr/sbin/nginx";

export type Upstream = { name: string; port: number };

export type NginxConfig = {
  prefix: string;
  /** Where the gateways reach the APIs (their API_URL). */
  apiPort: number;
  apis: Upstream[];
  /** The public address: what a browser opens. */
  publicPort: number;
  gateways: Upstream[];
};

/** The access log of each server: `<port> <method> <uri> <status> "<upstream addrs>" "<statuses>"`. */
export const apiLog = (prefix: string) => join(prefix, "logs", "api.log");
export const publicLog = (prefix: string) => join(prefix, "logs", "public.log");

export function nginxConfig(config: NginxConfig): string {
  const { prefix } = config;
  const servers = (list: Upstream[]) =>
    list.map((u) => `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=5s; # ${u.name}`);
  return `# Written by scripts/replicas (pnpm test:replicas); removed with its temp dir.
worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "logs", "error.log")} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${join(prefix, "temp", "client_body")};
  proxy_temp_path ${join(prefix, "temp", "proxy")};
  fastcgi_temp_path ${join(prefix, "temp", "fastcgi")};
  uwsgi_temp_path ${join(prefix, "temp", "uwsgi")};
  scgi_temp_path ${join(prefix, "temp", "scgi")};
  log_format replicas '$server_port $request_method $uri $status "$upstream_addr" "$upstream_status"';
  access_log off;

  # Base64 photos and imports travel in GraphQL and REST bodies.
  client_max_body_size 64m;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_connect_timeout 2s;
  proxy_read_timeout 120s;
  # Another replica gets a request only when this one failed before answering (refused
  # connection, reset, timeout). Without non_idempotent, nginx never sends a POST/PATCH/DELETE on
  # once it reached a replica: a write is not replayed. Never on an HTTP status: a 502/503 the
  # application chose is its answer.
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 2;

  upstream cfx_api {
${servers(config.apis).join("\n")}
    keepalive 16;
  }
  upstream cfx_gateway {
${servers(config.gateways).join("\n")}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${config.apiPort};
    access_log ${apiLog(prefix)} replicas;
    location / {
      proxy_pass http://cfx_api;
      add_header X-Upstream $upstream_addr always;
    }
${streamLocation("/api/v1/live/events", "cfx_api", "the change relay each gateway listens to (issue #40)")}
  }
  server {
    listen 127.0.0.1:${config.publicPort};
    access_log ${publicLog(prefix)} replicas;
    location / {
      proxy_pass http://cfx_gateway;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
${streamLocation("/graphql/stream", "cfx_gateway", "the browsers' live subscriptions (issue #40)")}
  }
}
`;
}

/**
 * Server-Sent Events through nginx: every event must go out as it comes (no buffering, no cache,
 * no gzip holding bytes back), over HTTP/1.1 to the upstream, and an idle stream must outlive
 * `proxy_read_timeout`: the gateway sends a comment every LIVE_HEARTBEAT_MS (15 s) and the relay a
 * ping every 15 s, so 60 s is four missed heartbeats. A stream is never passed to another
 * upstream once it began (proxy_next_upstream, above, applies only before an answer).
 */
export function streamLocation(path: string, upstream: string, what: string): string {
  return `    # ${what}
    location = ${path} {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_cache off;
      gzip off;
      proxy_read_timeout 60s;
      proxy_send_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }`;
}

/** Writes the config and the folders nginx needs; returns the arguments to start it with. */
export function prepareNginx(config: NginxConfig): string[] {
  mkdirSync(join(config.prefix, "logs"), { recursive: true });
  mkdirSync(join(config.prefix, "temp"), { recursive: true });
  // Run as root, nginx's workers drop to `nobody`: they must be able to reach the temp files.
  chmodSync(config.prefix, 0o755);
  const file = join(config.prefix, "nginx.conf");
  writeFileSync(file, nginxConfig(config));
  return [
    "-p",
    config.prefix,
    "-c",
    file,
    "-e",
    join(config.prefix, "logs", "error.log"),
    "-g",
    "daemon off;",
  ];
}

export type LogEntry = {
  port: number;
  method: string;
  uri: string;
  status: number;
  /** Every upstream tried, in order (more than one: nginx passed the request on). */
  upstreams: string[];
};

const LINE = /^(\d+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)"$/;

/** The access log lines from byte `from` on (unparseable lines are skipped). */
export function readLog(file: string, from = 0): LogEntry[] {
  let text: string;
  try {
    text = readFileSync(file).subarray(from).toString("utf8");
  } catch {
    return [];
  }
  const entries: LogEntry[] = [];
  for (const line of text.split("\n")) {
    const m = LINE.exec(line);
    if (!m) continue;
    entries.push({
      port: Number(m[1]),
      method: m[2]!,
      uri: m[3]!,
      status: Number(m[4]),
      upstreams: splitAddresses(m[5]!),
    });
  }
  return entries;
}

// "$upstream_addr" is "a, b" for a request passed on, "a : b" across an internal redirect.
function splitAddresses(value: string): string[] {
  return value
    .split(/\s*,\s*|\s+:\s+/)
    .map((s) => s.trim())
    .filter((s) => /^\d+\.\d+\.\d+\.\d+:\d+$/.test(s));
}

/** Size of a log file now: the start of the next step's lines. */
export function logSize(file: string): number {
  try {
    return readFileSync(file).length;
  } catch {
    return 0;
  }
}
