import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Amplify } from "aws-amplify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { RuntimeConfigProvider } from "../../app/config-context";
import { InformationProvider } from "../../app/information";
import type { RuntimeConfig } from "../../app/runtime-config";
import { SessionProvider } from "./SessionProvider";
import { SignInPage } from "./SignInPage";

// No identity service answers here (port 9 discards): these checks must stop before any request.
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

afterEach(cleanup);

function renderSignIn() {
  const { hook } = memoryLocation({ path: "/signin" });
  return render(
    <RuntimeConfigProvider config={config}>
      <InformationProvider>
        <Router hook={hook}>
          <SessionProvider>
            <SignInPage />
          </SessionProvider>
        </Router>
      </InformationProvider>
    </RuntimeConfigProvider>,
  );
}

describe("SignInPage", () => {
  it("shows the brand and focuses the e-mail field", async () => {
    renderSignIn();
    const email = await screen.findByLabelText(/メールアドレス/);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("CFX");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("autocomplete")).toBe("username");
  });

  it("an empty e-mail address is refused before anything is sent", async () => {
    renderSignIn();
    await screen.findByLabelText(/メールアドレス/);
    fireEvent.submit(screen.getByRole("form", { name: "サインイン" }));
    expect(await screen.findByText("メールアドレスは必須入力です")).toBeTruthy();
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
  });

  it("forgot password asks for the e-mail address, then requires it", async () => {
    renderSignIn();
    fireEvent.click(await screen.findByRole("button", { name: "パスワードをお忘れの方" }));
    expect(screen.getByRole("heading", { name: "パスワードの再設定" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "検証コードを送信" }));
    expect(await screen.findByText("メールアドレスは必須入力です")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "サインイン画面に戻る" }));
    expect(screen.getByRole("heading", { name: "サインイン" })).toBeTruthy();
  });
});
