// TRUST_PROXY's values: what @fastify/proxy-addr can match against a peer address, nothing that
// would trust every client. The behaviour behind a proxy is in http-edges.test.ts.
import { describe, expect, it } from "vitest";
import { trustedProxiesFromEnv } from "./trusted-proxies";

describe("TRUST_PROXY", () => {
  it("unset or blank: no proxy is trusted", () => {
    expect(trustedProxiesFromEnv({})).toEqual([]);
    expect(trustedProxiesFromEnv({ TRUST_PROXY: " " })).toEqual([]);
  });

  it("addresses, CIDR ranges, netmasks and proxy-addr's names, comma-separated", () => {
    expect(
      trustedProxiesFromEnv({
        TRUST_PROXY:
          "10.0.0.0/8, 172.16.0.5 ,fd00::/8,::1,192.168.0.0/255.255.0.0,loopback,uniquelocal",
      }),
    ).toEqual([
      "10.0.0.0/8",
      "172.16.0.5",
      "fd00::/8",
      "::1",
      "192.168.0.0/255.255.0.0",
      "loopback",
      "uniquelocal",
    ]);
  });

  it.each(["true", "*", "1", "0.0.0.0/33", "10.0.0.0/8/1", "lb.internal", "::1/129", "10.0.0.0/x"])(
    "refuses %s, naming the variable",
    (value) => {
      expect(() => trustedProxiesFromEnv({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: /);
    },
  );
});
