// EXTERNAL_SOURCE_ALLOWED_HOSTS as an attacker would try to get around it: other spellings of
// loopback, credentials in front of the host, other ports, other schemes.
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "../env";
import { isAllowedUrlText, parseAllowedHost, parseAllowedHosts } from "./allowed-hosts";

describe("the allow-list", () => {
  const list = parseAllowedHosts(
    "partner.example.jp, 127.0.0.1:8080,[::1]:9000,API.Example.com:443",
  );

  it("is parsed to canonical host names", () => {
    expect(list).toEqual([
      { hostname: "partner.example.jp", port: undefined },
      { hostname: "127.0.0.1", port: 8080 },
      { hostname: "[::1]", port: 9000 },
      { hostname: "api.example.com", port: 443 },
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts(" , ")).toEqual([]);
    expect(parseAllowedHost("[0:0:0:0:0:0:0:1]:1")).toEqual({ hostname: "[::1]", port: 1 });
  });

  it("allows exactly the listed host and port", () => {
    const ok = (url: string) => isAllowedUrlText(url, list);
    expect(ok("https://partner.example.jp/feed.json")).toBe(true);
    expect(ok("http://partner.example.jp:80/feed")).toBe(true);
    expect(ok("HTTPS://PARTNER.EXAMPLE.JP./feed")).toBe(true);
    expect(ok("http://127.0.0.1:8080/x")).toBe(true);
    expect(ok("http://[::1]:9000/x")).toBe(true);
    expect(ok("https://api.example.com/x")).toBe(true);
    // A host without a port in the list means the scheme's default port only.
    expect(ok("http://partner.example.jp:8080/feed")).toBe(false);
    expect(ok("https://partner.example.jp:22/")).toBe(false);
    // Another port of an allowed address is another service.
    expect(ok("http://127.0.0.1:8081/x")).toBe(false);
    expect(ok("http://127.0.0.1/x")).toBe(false);
    expect(ok("http://api.example.com/x")).toBe(false); // port 80, only 443 listed
  });

  it("compares the host fetch would really contact, whatever the spelling", () => {
    const ok = (url: string) => isAllowedUrlText(url, parseAllowedHosts("partner.example.jp"));
    for (const url of [
      "http://partner.example.jp@127.0.0.1/",
      "http://partner.example.jp:80@169.254.169.254/",
      "http://127.0.0.1/#@partner.example.jp",
      "http://127.0.0.1/?partner.example.jp",
      "http://partner.example.jp.evil.test/",
      "http://evil.test/partner.example.jp",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://localhost/",
      "file:///etc/passwd",
      "ftp://partner.example.jp/",
      "gopher://partner.example.jp/",
      "not a url",
    ])
      expect(ok(url), url).toBe(false);
    // Numeric spellings are the same address as the dotted one, both ways.
    const loop = parseAllowedHosts("127.0.0.1:5000");
    expect(isAllowedUrlText("http://2130706433:5000/", loop)).toBe(true);
    expect(isAllowedUrlText("http://0x7f000001:5000/", loop)).toBe(true);
  });

  it("refuses entries that are not a plain host or host:port", () => {
    for (const bad of [
      "http://partner.example.jp",
      "partner.example.jp/feed",
      "*.example.jp",
      "*",
      "user@partner.example.jp",
      "partner.example.jp:0",
      "partner.example.jp:70000",
      "partner.example.jp:",
      "a b",
      "[::1",
    ])
      expect(() => parseAllowedHost(bad), bad).toThrow();
  });
});

describe("EXTERNAL_SOURCE_ALLOWED_HOSTS in the environment", () => {
  const base = {
    IDENTITY_MODE: "local",
    COGNITO_USER_POOL_ID: "local_abc123",
    COGNITO_CLIENT_ID: "client1",
  };
  it("is empty by default: file uploads only", () => {
    expect(loadEnv(base).EXTERNAL_SOURCE_ALLOWED_HOSTS).toEqual([]);
  });
  it("is read as a comma-separated list", () => {
    expect(
      loadEnv({ ...base, EXTERNAL_SOURCE_ALLOWED_HOSTS: "a.example.jp,b.example.jp:8443" })
        .EXTERNAL_SOURCE_ALLOWED_HOSTS,
    ).toEqual([
      { hostname: "a.example.jp", port: undefined },
      { hostname: "b.example.jp", port: 8443 },
    ]);
  });
  it("names the variable when an entry is bad", () => {
    let error: unknown;
    try {
      loadEnv({ ...base, EXTERNAL_SOURCE_ALLOWED_HOSTS: "a.example.jp,https://b.example.jp" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variable).toBe("EXTERNAL_SOURCE_ALLOWED_HOSTS");
    expect((error as EnvError).message).toContain("https://b.example.jp");
  });
});
