import { Field, Input } from "@fluentui/react-components";
import { LockClosed20Regular, Mail20Regular } from "@fluentui/react-icons";
import { useId } from "react";
import { PASSWORD_RULE_MESSAGE } from "@cfx/domain/rules";
import type { SignInErrors } from "./useSignInFlow";

/** メールアドレス, the first field of the steps that ask for it (it takes the focus). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field label="メールアドレス" required validationMessage={error}>
      <Input
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        autoFocus
        contentBefore={<Mail20Regular aria-hidden />}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}

/** 新しいパスワード and its confirmation, the rule shown as the hint. */
export function NewPasswordFields(props: {
  newPassword: string;
  confirmPassword: string;
  onNewPassword: (v: string) => void;
  onConfirmPassword: (v: string) => void;
  errors: SignInErrors;
  autoFocus?: boolean;
}) {
  const hintId = useId();
  return (
    <>
      <Field
        label="新しいパスワード"
        required
        hint={{ children: PASSWORD_RULE_MESSAGE, id: hintId }}
        validationMessage={props.errors.newPassword}
      >
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          autoFocus={props.autoFocus}
          contentBefore={<LockClosed20Regular aria-hidden />}
          value={props.newPassword}
          onChange={(_, data) => props.onNewPassword(data.value)}
        />
      </Field>
      <Field
        label="新しいパスワード（確認）"
        required
        validationMessage={props.errors.confirmPassword}
      >
        <Input
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          contentBefore={<LockClosed20Regular aria-hidden />}
          value={props.confirmPassword}
          onChange={(_, data) => props.onConfirmPassword(data.value)}
        />
      </Field>
    </>
  );
}

/** The e-mail of a step that no longer asks for it, for the browser's password manager. */
export function HiddenUsername({ email }: { email: string }) {
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
