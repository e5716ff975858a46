import { describe, expect, it } from "vitest";
import { InvalidTokenError, type VerifiedIdentity } from "@cfx/identity/verifier";
import { VerifiedTokens } from "./verified-tokens";

/** A verifier that accepts `ok-*` tokens valid until `exp` (seconds) and counts its checks. */
function countingVerifier(exp: number, iat?: number) {
  const checked: string[] = [];
  return {
    checked,
    async verify(token: string): Promise<VerifiedIdentity> {
      checked.push(token);
      if (!token.startsWith("ok-")) throw new InvalidTokenError("bad signature");
      return { sub: token, email: `${token}@example.jp`, claims: { exp, iat } };
    },
  };
}

describe("VerifiedTokens", () => {
  it("verifies a token once while it is valid, each token on its own", async () => {
    const now = 1_000_000;
    const verifier = countingVerifier(now / 1000 + 3600);
    const tokens = new VerifiedTokens(verifier, { now: () => now });
    expect((await tokens.verify("ok-a")).sub).toBe("ok-a");
    expect((await tokens.verify("ok-a")).sub).toBe("ok-a");
    expect((await tokens.verify("ok-b")).sub).toBe("ok-b");
    expect(verifier.checked).toEqual(["ok-a", "ok-b"]);
  });

  it("verifies again once the token has expired (and then the verifier refuses it)", async () => {
    let now = 1_000_000;
    const verifier = countingVerifier(now / 1000 + 60);
    const tokens = new VerifiedTokens(verifier, { now: () => now });
    await tokens.verify("ok-a");
    now += 59_999;
    await tokens.verify("ok-a");
    expect(verifier.checked).toHaveLength(1);
    now += 1;
    await tokens.verify("ok-a");
    expect(verifier.checked).toHaveLength(2);
  });

  it("keeps a token no longer than its maximum age (60 min), however far its exp", async () => {
    let now = 1_000_000_000;
    const verifier = countingVerifier(now / 1000 + 86_400, now / 1000);
    const tokens = new VerifiedTokens(verifier, { now: () => now });
    await tokens.verify("ok-a");
    now += 3_600_000 - 1;
    await tokens.verify("ok-a");
    expect(verifier.checked).toHaveLength(1);
    now += 1;
    await tokens.verify("ok-a");
    expect(verifier.checked).toHaveLength(2);
  });

  it("never keeps a refused token", async () => {
    const verifier = countingVerifier(Date.now() / 1000 + 3600);
    const tokens = new VerifiedTokens(verifier);
    await expect(tokens.verify("forged")).rejects.toThrow(InvalidTokenError);
    await expect(tokens.verify("forged")).rejects.toThrow(InvalidTokenError);
    expect(verifier.checked).toEqual(["forged", "forged"]);
    expect(tokens.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const verifier = countingVerifier(Date.now() / 1000 + 3600);
    const tokens = new VerifiedTokens(verifier, { maxEntries: 2 });
    for (const t of ["ok-1", "ok-2", "ok-3"]) await tokens.verify(t);
    expect(tokens.size).toBe(2);
    await tokens.verify("ok-3");
    await tokens.verify("ok-1");
    expect(verifier.checked).toEqual(["ok-1", "ok-2", "ok-3", "ok-1"]);
  });
});
