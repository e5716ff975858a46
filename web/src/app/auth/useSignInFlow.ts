// The sign-in steps' state and what each step sends to the identity service (Amplify's auth
// category): the sign-in, the new-password challenge, the code for a forgotten password and the
// reset. Errors of a field are said under it; the identity service's in the alert bar.
import {
  confirmResetPassword,
  confirmSignIn,
  resetPassword,
  signIn,
  signOut,
  type SignInOutput,
} from "aws-amplify/auth";
import { useState, type FormEvent } from "react";
import { isValidPassword, normalizeEmail } from "@cfx/domain/rules";
import { useRuntimeConfig } from "../../shared/runtime-config";
import { useInformationActions } from "../../shared/information";
import { useSessionControl } from "./SessionProvider";
import {
  errorName,
  identityErrorMessage,
  MESSAGES,
  type IdentityOperation,
} from "./sign-in-errors";

export type SignInStep = "signIn" | "newPassword" | "forgot" | "reset";

export type SignInErrors = Partial<
  Record<"email" | "password" | "newPassword" | "confirmPassword" | "code", string>
>;

const PASSWORD_MISMATCH = "パスワードが一致しません";
// The rule itself stays visible as the field's hint; the error only says it is not met.
const PASSWORD_RULE_UNMET = "パスワードが条件を満たしていません";

export function useSignInFlow() {
  const { identity } = useRuntimeConfig();
  const control = useSessionControl();
  const info = useInformationActions();
  const [step, setStep] = useState<SignInStep>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<SignInErrors>({});

  const go = (next: SignInStep) => {
    info.closeAlert();
    setErrors({});
    setPassword("");
    setNewPassword("");
    setConfirmPassword("");
    setCode("");
    setStep(next);
  };

  const fail = (error: unknown, operation: IdentityOperation) => {
    // Keep the raw error for whoever debugs a deployment; the user sees the spec's message.
    console.warn(`identity ${operation} failed`, error);
    info.openAlert("error", identityErrorMessage(error, operation, identity.mode));
  };

  const afterSignInStep = async (output: SignInOutput) => {
    switch (output.nextStep.signInStep) {
      case "DONE":
        await control.completeSignIn();
        return;
      case "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED":
        info.finishLoading();
        go("newPassword");
        return;
      case "RESET_PASSWORD":
        info.finishLoading();
        await sendCode();
        return;
      default:
        // MFA, sign-up confirmation, … are not configured for this pool.
        info.openAlert("error", MESSAGES.unexpected);
    }
  };

  const submitSignIn = async () => {
    const found: SignInErrors = {};
    if (!normalizeEmail(email)) found.email = MESSAGES.emailRequired;
    if (!password) found.password = MESSAGES.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    info.startLoading();
    const attempt = () =>
      signIn({
        username: normalizeEmail(email),
        password,
        options: { authFlowType: "USER_PASSWORD_AUTH" },
      });
    try {
      let output: SignInOutput;
      try {
        output = await attempt();
      } catch (error) {
        // Leftovers of an earlier session in this browser block a new sign-in; drop them once.
        if (errorName(error) !== "UserAlreadyAuthenticatedException") throw error;
        await signOut();
        output = await attempt();
      }
      await afterSignInStep(output);
    } catch (error) {
      fail(error, "signIn");
    }
  };

  const checkNewPassword = (found: SignInErrors) => {
    if (!isValidPassword(newPassword)) found.newPassword = PASSWORD_RULE_UNMET;
    else if (newPassword !== confirmPassword) found.confirmPassword = PASSWORD_MISMATCH;
  };

  const submitNewPassword = async () => {
    const found: SignInErrors = {};
    checkNewPassword(found);
    setErrors(found);
    if (Object.keys(found).length) return;
    info.startLoading();
    try {
      await afterSignInStep(await confirmSignIn({ challengeResponse: newPassword }));
    } catch (error) {
      fail(error, "confirmNewPassword");
    }
  };

  const sendCode = async () => {
    if (!normalizeEmail(email)) {
      setErrors({ email: MESSAGES.emailRequired });
      return;
    }
    setErrors({});
    info.startLoading();
    try {
      const output = await resetPassword({ username: normalizeEmail(email) });
      go("reset");
      const destination = output.nextStep.codeDeliveryDetails?.destination;
      info.openAlert(
        "info",
        destination ? `検証コードを ${destination} に送信しました。` : "検証コードを送信しました。",
      );
    } catch (error) {
      fail(error, "resetPassword");
    }
  };

  const submitReset = async () => {
    const found: SignInErrors = {};
    if (!code.trim()) found.code = MESSAGES.codeRequired;
    checkNewPassword(found);
    setErrors(found);
    if (Object.keys(found).length) return;
    info.startLoading();
    try {
      await confirmResetPassword({
        username: normalizeEmail(email),
        confirmationCode: code.trim(),
        newPassword,
      });
      go("signIn");
      info.openAlert(
        "success",
        "パスワードを再設定しました。新しいパスワードでサインインしてください。",
      );
    } catch (error) {
      fail(error, "confirmResetPassword");
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === "signIn") void submitSignIn();
    else if (step === "newPassword") void submitNewPassword();
    else if (step === "forgot") void sendCode();
    else void submitReset();
  };

  return {
    step,
    go,
    email,
    setEmail,
    password,
    setPassword,
    newPassword,
    setNewPassword,
    confirmPassword,
    setConfirmPassword,
    code,
    setCode,
    errors,
    sendCode,
    onSubmit,
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
