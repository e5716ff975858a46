import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchWithUploadProgress } from "./upload-progress";

// jsdom's XMLHttpRequest against a real HTTP server on this machine: the answer reads as fetch's
// would and a refused connection fails as fetch does. jsdom sends no upload progress events: the
// progress itself is checked in Chromium (e2e/field-photo.test.ts, on a throttled network).

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    // jsdom's page is another origin: the answer allows it, as the gateway's own origin needs not.
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-allow-headers", "*");
    res.setHeader("access-control-expose-headers", "x-size");
    if (req.method === "OPTIONS") return res.end();
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.setHeader("x-size", String(size));
      res.end(JSON.stringify({ received: size, auth: req.headers.authorization ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/upload`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchWithUploadProgress", () => {
  it("sends the body and the headers, and answers like fetch", async () => {
    const body = new Blob([new Uint8Array(300_000)]);
    const send = fetchWithUploadProgress(() => undefined);
    const res = await send(url, { method: "POST", body, headers: { authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-size")).toBe("300000");
    expect(await res.json()).toEqual({ received: 300_000, auth: "Bearer t" });
  });

  it("fails with fetch's TypeError when nothing answers", async () => {
    const closed = `http://127.0.0.1:9/graphql/upload`;
    await expect(
      fetchWithUploadProgress(() => undefined)(closed, { method: "POST", body: "x" }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
