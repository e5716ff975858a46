// The built GraphQL sandbox (/sandbox, GraphiQL): nothing may load from another origin, since the
// machines it runs on have no internet. Runs after `pnpm build` (the e2e script builds first).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const builtWeb = join(dirname(fileURLToPath(import.meta.url)), "../web/dist");

describe("the built sandbox (web/dist)", () => {
  const html = readFileSync(join(builtWeb, "sandbox.html"), "utf8");
  const assets = readdirSync(join(builtWeb, "assets"));

  it("loads its scripts and styles from its own origin only", () => {
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.some((url) => /\/assets\/sandbox-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/assets\/sandbox-[\w-]+\.css$/.test(url))).toBe(true);
    expect(urls.filter((url) => !url.startsWith("/"))).toEqual([]);
  });

  it("bundles the Monaco workers and references no CDN", () => {
    for (const worker of ["editor.worker", "json.worker", "graphql.worker"])
      expect(assets.some((name) => name.startsWith(worker))).toBe(true);
    const cdn = /https?:\/\/(?:esm\.sh|unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com)/;
    const offenders = assets.filter(
      (name) =>
        /\.(js|css)$/.test(name) && cdn.test(readFileSync(join(builtWeb, "assets", name), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
