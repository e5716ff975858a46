import { act, cleanup, render, screen } from "@testing-library/react";
import { Amplify } from "aws-amplify";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { RuntimeConfigProvider } from "../../shared/runtime-config";
import { InformationProvider, useInformation } from "../../shared/information";
import type { RuntimeConfig } from "../../shared/runtime-config";
import { SessionGate } from "./SessionGate";
import { SessionProvider } from "./SessionProvider";

// No gateway and no identity service answer in this test: the session check can only fail.
const config: RuntimeConfig = {
  brandCode: "CFX",
  subtitle: "光化工事管理",
  identity: {
    mode: "local",
    region: "local",
    userPoolId: "local_test",
    clientId: "client-test",
    userPoolEndpoint: "http://127.0.0.1:9",
  },
};

beforeAll(() => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.identity.userPoolId,
        userPoolClientId: config.identity.clientId,
        userPoolEndpoint: config.identity.userPoolEndpoint!,
        loginWith: { email: true },
      },
    },
  });
});

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (payload: object) => `${b64({ alg: "RS256", kid: "k" })}.${b64(payload)}.c2lnbmF0dXJl`;

/** Tokens as Amplify v6 stores them, unexpired, for user u-1. */
function storeTokens() {
  const now = Math.floor(Date.now() / 1000);
  const base = `CognitoIdentityServiceProvider.${config.identity.clientId}`;
  localStorage.setItem(`${base}.LastAuthUser`, "u-1");
  localStorage.setItem(
    `${base}.u-1.idToken`,
    jwt({ sub: "u-1", token_use: "id", iat: now, exp: now + 3600 }),
  );
  localStorage.setItem(
    `${base}.u-1.accessToken`,
    jwt({ sub: "u-1", token_use: "access", iat: now, exp: now + 3600 }),
  );
  localStorage.setItem(`${base}.u-1.refreshToken`, "refresh");
  localStorage.setItem(`${base}.u-1.clockDrift`, "0");
}

function Alert() {
  const { isAlerting, alertMessage } = useInformation();
  return isAlerting ? <p role="alert">{alertMessage}</p> : null;
}

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <RuntimeConfigProvider config={config}>
      <InformationProvider>
        <Router hook={memory.hook}>
          <SessionProvider>
            <Alert />
            <Switch>
              <Route path="/signin">
                <p>sign-in page</p>
              </Route>
              <Route>
                <SessionGate>
                  <p>signed-in content</p>
                </SessionGate>
              </Route>
            </Switch>
          </SessionProvider>
        </Router>
      </InformationProvider>
    </RuntimeConfigProvider>,
  );
  return memory;
}

describe("SessionGate", () => {
  it("signed out with nothing stored: renders nothing and goes to /signin", async () => {
    const memory = renderAt("/users");
    expect(screen.queryByText("signed-in content")).toBeNull();
    await screen.findByText("sign-in page");
    expect(memory.history.at(-1)).toBe("/signin");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a stored session the gateway does not confirm: auth-error alert, storage cleared, /signin", async () => {
    storeTokens();
    const memory = renderAt("/users");
    expect(screen.queryByText("signed-in content")).toBeNull();
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toBe("認証エラーです。再度サインインしてください。");
    await screen.findByText("sign-in page");
    expect(memory.history.at(-1)).toBe("/signin");
    expect(
      Object.keys(localStorage).filter((k) => k.startsWith("CognitoIdentityServiceProvider")),
    ).toEqual([]);
    expect(screen.queryByText("signed-in content")).toBeNull();
    await act(async () => undefined);
  }, 15_000);
});
