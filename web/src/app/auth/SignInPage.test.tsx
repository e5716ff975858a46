import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Amplify } from "aws-amplify";
import { signIn } from "aws-amplify/auth";
import type * as AmplifyAuth from "aws-amplify/auth";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { RuntimeConfigProvider } from "../../shared/runtime-config";
import { InformationProvider } from "../../shared/information";
import type { RuntimeConfig } from "../../shared/runtime-config";
import { SessionProvider } from "./SessionProvider";
import { SignInPage } from "./SignInPage";

// signIn is observed (and refused) so the test sees the username the page sends.
vi.mock("aws-amplify/auth", async (original) => ({
  ...(await original<typeof AmplifyAuth>()),
  signIn: vi.fn(async () => {
    throw Object.assign(new Error("Incorrect username or password."), {
      name: "NotAuthorizedException",
    });
  }),
}));

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

  it("signs in with the e-mail address trimmed, NFKC-normalised and lower-cased", async () => {
    renderSignIn();
    const email = await screen.findByLabelText(/メールアドレス/);
    for (const typed of [" Admin@Example.jp ", "ａｄｍｉｎ＠ｅｘａｍｐｌｅ．ｊｐ"]) {
      vi.mocked(signIn).mockClear();
      fireEvent.change(email, { target: { value: typed } });
      fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: "Demo1234" } });
      fireEvent.submit(screen.getByRole("form", { name: "サインイン" }));
      await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
      expect(vi.mocked(signIn).mock.calls[0]![0].username).toBe("admin@example.jp");
    }
  });

  it("an address of full-width spaces only counts as empty", async () => {
    vi.mocked(signIn).mockClear();
    renderSignIn();
    fireEvent.change(await screen.findByLabelText(/メールアドレス/), {
      target: { value: "\u3000\u3000" },
    });
    fireEvent.submit(screen.getByRole("form", { name: "サインイン" }));
    expect(await screen.findByText("メールアドレスは必須入力です")).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });
});
