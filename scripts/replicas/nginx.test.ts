import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { upstreamOf } from "./http";
import { nginxConfig, readLog } from "./nginx";
import { photoPng } from "./png";

const dir = mkdtempSync(join(tmpdir(), "cfx-replicas-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("nginx config", () => {
  const conf = nginxConfig({
    prefix: "/tmp/x",
    apiPort: 7000,
    apis: [
      { name: "api-1", port: 7001 },
      { name: "api-2", port: 7002 },
    ],
    publicPort: 8000,
    gateways: [
      { name: "gateway-1", port: 8001 },
      { name: "gateway-2", port: 8002 },
    ],
  });

  it("balances both upstreams round robin, without sticky sessions", () => {
    expect(conf).toMatch(
      /upstream cfx_api \{\n\s+server 127\.0\.0\.1:7001[^\n]*\n\s+server 127\.0\.0\.1:7002/,
    );
    expect(conf).toMatch(
      /upstream cfx_gateway \{\n\s+server 127\.0\.0\.1:8001[^\n]*\n\s+server 127\.0\.0\.1:8002/,
    );
    expect(conf).not.toMatch(/ip_hash|hash |sticky|least_conn/);
  });

  it("passes on only what never got an answer, and never replays a write", () => {
    expect(conf).toContain("proxy_next_upstream error timeout;");
    const directives = conf
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .join("\n");
    expect(directives).not.toMatch(/non_idempotent|http_50\d/);
  });

  it("streams the live subscriptions and the relay unbuffered, longer than a heartbeat", () => {
    for (const path of ["/graphql/stream", "/api/v1/live/events"]) {
      const block = new RegExp(`location = ${path.replaceAll("/", "\\/")} \\{([^}]*)\\}`).exec(
        conf,
      )?.[1];
      expect(block, path).toBeDefined();
      expect(block).toContain("proxy_buffering off;");
      expect(block).toContain("proxy_http_version 1.1;");
      const read = Number(/proxy_read_timeout (\d+)s;/.exec(block!)?.[1]);
      expect(read).toBeGreaterThan(15);
    }
  });

  it("keeps every file nginx writes under its prefix", () => {
    for (const line of conf
      .split("\n")
      .filter((l) => /_path |^pid |error_log |access_log \//.test(l.trim())))
      expect(line).toContain("/tmp/x/");
  });
});

describe("access log", () => {
  it("reads the replica of each request, the last one when nginx passed it on", () => {
    const file = join(dir, "api.log");
    const first = '7000 GET /api/v1/healthz 200 "127.0.0.1:7001" "200"';
    writeFileSync(
      file,
      [
        first,
        '7000 GET /api/v1/basis/targets 200 "127.0.0.1:7002, 127.0.0.1:7001" "502, 200"',
        "garbage",
        '7000 POST /api/v1/basis/attachments 502 "-" "-"',
        "",
      ].join("\n"),
    );
    const entries = readLog(file);
    expect(entries.map((e) => e.upstreams)).toEqual([
      ["127.0.0.1:7001"],
      ["127.0.0.1:7002", "127.0.0.1:7001"],
      [],
    ]);
    expect(entries[2]).toMatchObject({ method: "POST", status: 502 });
    // From a byte offset: only what came after.
    expect(readLog(file, Buffer.byteLength(`${first}\n`)).map((e) => e.uri)).toEqual([
      "/api/v1/basis/targets",
      "/api/v1/basis/attachments",
    ]);
  });

  it("takes the answering replica from X-Upstream", () => {
    expect(upstreamOf(new Headers({ "x-upstream": "127.0.0.1:1, 127.0.0.1:2" }))).toBe(
      "127.0.0.1:2",
    );
    expect(upstreamOf(new Headers())).toBeUndefined();
  });
});

describe("photoPng", () => {
  it("makes a valid PNG whose bytes depend on the seed", () => {
    const png = photoPng(3, 4);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
    // 4 rows of 1 filter byte + 4 RGB pixels.
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(4 * 13);
    expect(photoPng(4, 4).equals(png)).toBe(false);
  });
});
