import type { IdentityMode } from "../../shared/runtime-config";
// Which Japanese message an identity-service error becomes (docs/spec.md §5).
//
// The two identity back ends name the same failures differently (verified against cognito-local
// 5.3 through Amplify v6, see docs/CONTRACTS.md "Identity"):
//   signIn, unknown e-mail   — emulator: NotAuthorizedException, Cognito: UserNotFoundException
//   signIn, wrong password   — emulator: InvalidPasswordException, Cognito: NotAuthorizedException
// A disabled account (a deleted user) is NotAuthorizedException "User is disabled." from both: the
// gateway's proxy answers it for the emulator, which ignores the flag itself. Elsewhere they agree: resetPassword of an unknown e-mail is UserNotFoundException, a wrong or
// stale code is CodeMismatchException / ExpiredCodeException, and InvalidPasswordException from a
// password-setting call means the new password breaks the pool's policy. Too many wrong passwords
// lock a user out with NotAuthorizedException "Password attempts exceeded", from Cognito and
// from the gateway's proxy alike (the emulator itself never locks).

import { PASSWORD_RULE_MESSAGE } from "@cfx/domain/rules";

export type IdentityOperation =
  "signIn" | "confirmNewPassword" | "resetPassword" | "confirmResetPassword";

export const MESSAGES = {
  emailRequired: "メールアドレスは必須入力です",
  passwordRequired: "パスワードは必須入力です",
  codeRequired: "検証コードは必須入力です",
  unknownUser: "該当のメールアドレスは未登録です",
  badCredentials: "アカウント名またはパスワードが不正です",
  badCode: "検証コードが不正です。再入力してください",
  passwordRule: PASSWORD_RULE_MESSAGE,
  tooManyAttempts: "試行回数の上限に達しました。しばらくしてから再度お試しください",
  locked:
    "パスワードの誤りが続いたため、サインインを一時的に停止しています。しばらくしてから再度お試しください",
  challengeExpired: "手続きの有効期限が切れました。最初からやり直してください",
  disabled: "このアカウントは無効です。管理者にお問い合わせください",
  network: "通信エラーが発生しました。しばらくしてから再度お試しください",
  unexpected: "サインインできませんでした。しばらくしてから再度お試しください",
} as const;

/** Cognito's (and the proxy's) word for a disabled user: the name alone also means other things. */
const DISABLED_MESSAGE = /^User is disabled\.?$/i;
/** Cognito's (and the proxy's) word for a user locked out after too many wrong passwords. */
const LOCKED_MESSAGE = /^Password attempts exceeded\.?$/i;

function errorMessage(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string") return message.trim();
  }
  return "";
}

export function errorName(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const name = (error as { name?: unknown }).name;
    if (typeof name === "string") return name;
  }
  return "";
}

export function identityErrorMessage(
  error: unknown,
  operation: IdentityOperation,
  mode: IdentityMode,
): string {
  const name = errorName(error);

  // Amplify's own checks, before any request is made.
  if (name === "EmptySignInUsername" || name === "EmptyResetPasswordUsername")
    return MESSAGES.emailRequired;
  if (name === "EmptySignInPassword") return MESSAGES.passwordRequired;
  if (name === "EmptyConfirmResetPasswordConfirmationCode") return MESSAGES.codeRequired;
  if (
    name === "EmptyConfirmResetPasswordNewPassword" ||
    name === "EmptyConfirmSignInChallengeResponse"
  ) {
    return MESSAGES.passwordRule;
  }

  if (
    name === "LimitExceededException" ||
    name === "TooManyRequestsException" ||
    name === "TooManyFailedAttemptsException"
  ) {
    return MESSAGES.tooManyAttempts;
  }
  if (name === "NetworkError") return MESSAGES.network;
  // Before the per-operation names: "not authorized" would otherwise read as a wrong password
  // (Cognito) or an unknown e-mail (emulator), and the user would retry forever.
  if (name === "NotAuthorizedException" && DISABLED_MESSAGE.test(errorMessage(error)))
    return MESSAGES.disabled;
  // Likewise: in local mode the name alone would read as an unknown e-mail.
  if (name === "NotAuthorizedException" && LOCKED_MESSAGE.test(errorMessage(error)))
    return MESSAGES.locked;

  switch (operation) {
    case "signIn":
      if (mode === "local") {
        if (name === "NotAuthorizedException" || name === "UserNotFoundException")
          return MESSAGES.unknownUser;
        if (name === "InvalidPasswordException") return MESSAGES.badCredentials;
      } else {
        if (name === "UserNotFoundException") return MESSAGES.unknownUser;
        if (name === "NotAuthorizedException") return MESSAGES.badCredentials;
      }
      return MESSAGES.unexpected;
    case "confirmNewPassword":
      if (name === "InvalidPasswordException" || name === "InvalidParameterException")
        return MESSAGES.passwordRule;
      // The challenge session lives a few minutes; after that Cognito answers NotAuthorized
      // and Amplify SignInException (no sign-in in progress).
      if (
        name === "NotAuthorizedException" ||
        name === "SignInException" ||
        name === "CodeMismatchException"
      ) {
        return MESSAGES.challengeExpired;
      }
      return MESSAGES.unexpected;
    case "resetPassword":
      if (name === "UserNotFoundException") return MESSAGES.unknownUser;
      return MESSAGES.unexpected;
    case "confirmResetPassword":
      if (name === "CodeMismatchException" || name === "ExpiredCodeException")
        return MESSAGES.badCode;
      if (name === "InvalidPasswordException") return MESSAGES.passwordRule;
      if (name === "UserNotFoundException") return MESSAGES.unknownUser;
      return MESSAGES.unexpected;
  }
}
