import { Field, Input, Link } from "@fluentui/react-components";
import { ArrowLeft16Regular, Key20Regular, LockClosed20Regular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import { normalizeEmail } from "@cfx/domain/rules";
import { EmailField, HiddenUsername, NewPasswordFields } from "./SignInFields";
import { useSignInStyles } from "./sign-in-styles";
import type { SignInFlow, SignInStep } from "./useSignInFlow";

/** What the card shows for the flow's current step: its title, lead, fields, button and links. */
export function useSignInStep(flow: SignInFlow): {
  title: string;
  lead?: string;
  submit: string;
  body: ReactNode;
  links: ReactNode;
} {
  const styles = useSignInStyles();
  const {
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
  } = flow;
  const back = (
    <Link as="button" type="button" className={styles.backLink} onClick={() => go("signIn")}>
      <ArrowLeft16Regular aria-hidden />
      サインイン画面に戻る
    </Link>
  );

  const steps: Record<
    SignInStep,
    { title: string; lead?: string; submit: string; body: ReactNode; links: ReactNode }
  > = {
    signIn: {
      title: "サインイン",
      submit: "サインイン",
      body: (
        <>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <Field label="パスワード" required validationMessage={errors.password}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              contentBefore={<LockClosed20Regular aria-hidden />}
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
        </>
      ),
      links: (
        <Link as="button" type="button" onClick={() => go("forgot")}>
          パスワードをお忘れの方
        </Link>
      ),
    },
    newPassword: {
      title: "新しいパスワードの設定",
      lead: "初回サインインのため、新しいパスワードを設定してください。",
      submit: "パスワードを設定してサインイン",
      body: (
        <>
          <HiddenUsername email={email} />
          <NewPasswordFields
            newPassword={newPassword}
            confirmPassword={confirmPassword}
            onNewPassword={setNewPassword}
            onConfirmPassword={setConfirmPassword}
            errors={errors}
            autoFocus
          />
        </>
      ),
      links: back,
    },
    forgot: {
      title: "パスワードの再設定",
      lead: "登録済みのメールアドレスに検証コードを送信します。",
      submit: "検証コードを送信",
      body: <EmailField value={email} onChange={setEmail} error={errors.email} />,
      links: back,
    },
    reset: {
      title: "パスワードの再設定",
      lead: `${normalizeEmail(email)} に送信された検証コードと新しいパスワードを入力してください。`,
      submit: "パスワードを再設定",
      body: (
        <>
          <HiddenUsername email={email} />
          <Field label="検証コード" required validationMessage={errors.code}>
            <Input
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              contentBefore={<Key20Regular aria-hidden />}
              value={code}
              onChange={(_, data) => setCode(data.value)}
            />
          </Field>
          <NewPasswordFields
            newPassword={newPassword}
            confirmPassword={confirmPassword}
            onNewPassword={setNewPassword}
            onConfirmPassword={setConfirmPassword}
            errors={errors}
          />
        </>
      ),
      links: (
        <>
          {back}
          <Link as="button" type="button" onClick={() => void sendCode()}>
            検証コードを再送信
          </Link>
        </>
      ),
    },
  };
  return steps[step];
}
