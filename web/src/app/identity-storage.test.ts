import { beforeEach, describe, expect, it } from "vitest";
import { clearStoredIdentity, hasStoredCredential, storedIdToken } from "./identity-storage";

const base = "CognitoIdentityServiceProvider.client1";

describe("identity storage", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("finds the ID token of the last signed-in user", () => {
    expect(hasStoredCredential("client1")).toBe(false);
    localStorage.setItem(`${base}.LastAuthUser`, "u-1");
    expect(hasStoredCredential("client1")).toBe(false);
    localStorage.setItem(`${base}.u-1.idToken`, "a.b.c");
    expect(storedIdToken("client1")).toBe("a.b.c");
    expect(hasStoredCredential("other-client")).toBe(false);
  });

  it("clears every identity entry and nothing else", () => {
    localStorage.setItem(`${base}.LastAuthUser`, "u-1");
    localStorage.setItem(`${base}.u-1.idToken`, "a.b.c");
    localStorage.setItem(`${base}.u-1.refreshToken`, "r");
    localStorage.setItem("amplify-signin-with-hostedUI", "false");
    sessionStorage.setItem("CognitoIdentityServiceProvider.client1.signInState", "{}");
    localStorage.setItem("cfx.drawer", "open");
    const removed = clearStoredIdentity();
    expect(removed).toHaveLength(5);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem("cfx.drawer")).toBe("open");
    expect(sessionStorage.length).toBe(0);
    expect(hasStoredCredential("client1")).toBe(false);
  });
});
