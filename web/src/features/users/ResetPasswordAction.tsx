import { Button, Field, Input } from "@fluentui/react-components";
import { Key20Regular } from "@fluentui/react-icons";
import { isValidPassword, PASSWORD_RULE_MESSAGE } from "@cfx/domain/rules";
import { useState } from "react";
import { ConfirmDialog } from "../../shared/mutation/ConfirmDialog";

/**
 * 「パスワードを再設定」: the administrator types a new temporary password (the spec's rule, checked
 * here and again by the server) and hands it to the user, who must choose a new password at the
 * next sign-in. Typed rather than generated: the emulator and the pool send no mail, and the
 * administrator already hands over the first temporary password the same way. The password stays
 * in this dialog's state only (never in the URL) and is cleared when it closes.
 */
export function ResetPasswordAction({
  userName,
  onReset,
}: {
  userName: string;
  /** Resolves true when the password was reset (the dialog then closes). */
  onReset: (temporaryPassword: string) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setPassword("");
    setMessage(undefined);
  };
  const confirm = async () => {
    if (busy) return;
    if (!password) return setMessage("新しい仮パスワードは必須入力です");
    if (!isValidPassword(password)) return setMessage(`仮パスワードは${PASSWORD_RULE_MESSAGE}`);
    setBusy(true);
    try {
      if (await onReset(password)) close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" icon={<Key20Regular />} onClick={() => setOpen(true)}>
        パスワードを再設定
      </Button>
      <ConfirmDialog
        open={open}
        title="パスワードの再設定"
        confirmLabel="再設定"
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>
          {userName}
          さんに新しい仮パスワードを設定します。次回サインイン時に新しいパスワードの設定が必要になります。
        </p>
        <Field
          label="新しい仮パスワード"
          required
          hint={PASSWORD_RULE_MESSAGE}
          validationState={message ? "error" : "none"}
          validationMessage={message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(_, d) => {
              setPassword(d.value);
              setMessage(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") void confirm();
            }}
          />
        </Field>
      </ConfirmDialog>
    </>
  );
}
