import { describe, expect, it } from "vitest";
import { identityErrorMessage, MESSAGES } from "./sign-in-errors";

// Errors as Amplify v6 throws them: an Error whose `name` is the service's exception name.
const named = (name: string, message = "") => Object.assign(new Error(message), { name });

describe("identityErrorMessage", () => {
  describe("signIn against the emulator (local)", () => {
    it("unknown user (NotAuthorizedException) → 未登録", () => {
      expect(
        identityErrorMessage(
          named("NotAuthorizedException", "User not authorized"),
          "signIn",
          "local",
        ),
      ).toBe("該当のメールアドレスは未登録です");
    });
    it("wrong password (InvalidPasswordException) → 不正", () => {
      expect(
        identityErrorMessage(
          named("InvalidPasswordException", "Invalid password"),
          "signIn",
          "local",
        ),
      ).toBe("アカウント名またはパスワードが不正です");
    });
  });

  describe("signIn against Amazon Cognito", () => {
    it("unknown user (UserNotFoundException) → 未登録", () => {
      expect(identityErrorMessage(named("UserNotFoundException"), "signIn", "cognito")).toBe(
        MESSAGES.unknownUser,
      );
    });
    it("wrong password (NotAuthorizedException) → 不正", () => {
      expect(identityErrorMessage(named("NotAuthorizedException"), "signIn", "cognito")).toBe(
        MESSAGES.badCredentials,
      );
    });
    it("does not take the emulator's names for Cognito's", () => {
      expect(identityErrorMessage(named("NotAuthorizedException"), "signIn", "cognito")).not.toBe(
        MESSAGES.unknownUser,
      );
      expect(identityErrorMessage(named("InvalidPasswordException"), "signIn", "cognito")).not.toBe(
        MESSAGES.badCredentials,
      );
    });
  });

  describe("a user locked out after wrong passwords, both back ends", () => {
    const locked = () => named("NotAuthorizedException", "Password attempts exceeded");
    it.each(["local", "cognito"] as const)("signIn → 一時的に停止 (%s)", (mode) => {
      expect(identityErrorMessage(locked(), "signIn", mode)).toBe(
        "パスワードの誤りが続いたため、サインインを一時的に停止しています。しばらくしてから再度お試しください",
      );
    });
    it("leaves the spec's two sign-in messages to their own errors", () => {
      expect(
        identityErrorMessage(
          named("NotAuthorizedException", "User not authorized"),
          "signIn",
          "local",
        ),
      ).toBe(MESSAGES.unknownUser);
      expect(
        identityErrorMessage(
          named("NotAuthorizedException", "Incorrect username or password."),
          "signIn",
          "cognito",
        ),
      ).toBe(MESSAGES.badCredentials);
    });
  });

  describe("a disabled account (a deleted user), both back ends", () => {
    const disabled = () => named("NotAuthorizedException", "User is disabled.");
    it.each(["local", "cognito"] as const)("signIn → このアカウントは無効です (%s)", (mode) => {
      expect(identityErrorMessage(disabled(), "signIn", mode)).toBe(
        "このアカウントは無効です。管理者にお問い合わせください",
      );
    });
    it.each(["confirmNewPassword", "resetPassword", "confirmResetPassword"] as const)(
      "%s → the same message",
      (operation) => {
        expect(identityErrorMessage(disabled(), operation, "local")).toBe(MESSAGES.disabled);
        expect(identityErrorMessage(disabled(), operation, "cognito")).toBe(MESSAGES.disabled);
      },
    );
    it("only that message means disabled: other NotAuthorizedExceptions keep their meaning", () => {
      expect(
        identityErrorMessage(
          named("NotAuthorizedException", "Incorrect username or password."),
          "signIn",
          "cognito",
        ),
      ).toBe(MESSAGES.badCredentials);
      expect(
        identityErrorMessage(
          named("NotAuthorizedException", "User not authorized"),
          "signIn",
          "local",
        ),
      ).toBe(MESSAGES.unknownUser);
      expect(
        identityErrorMessage(
          named("UserNotFoundException", "User is disabled."),
          "signIn",
          "cognito",
        ),
      ).toBe(MESSAGES.unknownUser);
    });
  });

  it("Amplify's empty-username check → メールアドレスは必須入力です", () => {
    expect(identityErrorMessage(named("EmptySignInUsername"), "signIn", "local")).toBe(
      "メールアドレスは必須入力です",
    );
    expect(
      identityErrorMessage(named("EmptyResetPasswordUsername"), "resetPassword", "cognito"),
    ).toBe("メールアドレスは必須入力です");
  });

  it.each(["local", "cognito"] as const)(
    "bad or expired verification code → 検証コードが不正です (%s)",
    (mode) => {
      expect(
        identityErrorMessage(named("CodeMismatchException"), "confirmResetPassword", mode),
      ).toBe("検証コードが不正です。再入力してください");
      expect(
        identityErrorMessage(named("ExpiredCodeException"), "confirmResetPassword", mode),
      ).toBe("検証コードが不正です。再入力してください");
    },
  );

  it.each(["local", "cognito"] as const)("reset for an unknown e-mail → 未登録 (%s)", (mode) => {
    expect(identityErrorMessage(named("UserNotFoundException"), "resetPassword", mode)).toBe(
      MESSAGES.unknownUser,
    );
  });

  it("a new password the pool rejects → the password rule", () => {
    expect(
      identityErrorMessage(named("InvalidPasswordException"), "confirmNewPassword", "cognito"),
    ).toBe(MESSAGES.passwordRule);
    expect(
      identityErrorMessage(named("InvalidPasswordException"), "confirmResetPassword", "local"),
    ).toBe(MESSAGES.passwordRule);
  });

  it("anything else → a generic Japanese message, never the raw English one", () => {
    const message = identityErrorMessage(new Error("socket hang up"), "signIn", "local");
    expect(message).toBe(MESSAGES.unexpected);
    expect(identityErrorMessage("weird", "resetPassword", "cognito")).toBe(MESSAGES.unexpected);
    expect(identityErrorMessage(named("NetworkError"), "signIn", "cognito")).toBe(MESSAGES.network);
  });
});
