import { describe, expect, it } from "vitest";
import { parseRuntimeConfig, RuntimeConfigError } from "./runtime-config";

const base = {
  brandCode: "CFX",
  subtitle: "光化工事管理",
  identity: {
    mode: "local",
    region: "ap-northeast-1",
    userPoolId: "local_abc",
    clientId: "client1",
  },
};

describe("parseRuntimeConfig", () => {
  it("resolves a relative emulator endpoint against the page origin", () => {
    const config = parseRuntimeConfig(
      { ...base, identity: { ...base.identity, userPoolEndpoint: "/identity" } },
      "http://127.0.0.1:4000",
    );
    expect(config.identity.userPoolEndpoint).toBe("http://127.0.0.1:4000/identity");
    expect(config.identity.mode).toBe("local");
  });

  it("keeps an absolute endpoint and leaves it out when absent (real Cognito)", () => {
    const absolute = parseRuntimeConfig(
      { ...base, identity: { ...base.identity, userPoolEndpoint: "http://127.0.0.1:9229/" } },
      "http://x",
    );
    expect(absolute.identity.userPoolEndpoint).toBe("http://127.0.0.1:9229");
    const cognito = parseRuntimeConfig(
      { ...base, identity: { ...base.identity, mode: "cognito" } },
      "http://x",
    );
    expect(cognito.identity.userPoolEndpoint).toBeUndefined();
    expect(cognito.identity.mode).toBe("cognito");
  });

  it("rejects an unknown mode or a missing client id", () => {
    expect(() =>
      parseRuntimeConfig({ ...base, identity: { ...base.identity, mode: "other" } }, "http://x"),
    ).toThrow(RuntimeConfigError);
    expect(() =>
      parseRuntimeConfig({ ...base, identity: { ...base.identity, clientId: "" } }, "http://x"),
    ).toThrow(/clientId/);
  });
});
