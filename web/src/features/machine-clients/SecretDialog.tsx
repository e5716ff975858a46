import { Button, Field, Input, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { Copy20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { ConfirmDialog } from "../../shared/mutation/ConfirmDialog";

/**
 * The client id and secret of a new or re-issued secret, shown this once: the product keeps only
 * its hash. Closed by 閉じる only, so a stray click does not lose it.
 */
export function SecretDialog({
  clientId,
  secret,
  onClose,
}: {
  clientId: string;
  secret: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <ConfirmDialog
      open
      title="クライアントシークレット"
      confirmLabel="閉じる"
      cancelLabel={null}
      onConfirm={onClose}
      onCancel={onClose}
    >
      <MessageBar intent="warning">
        <MessageBarBody>
          シークレットはこの画面でだけ表示されます。連携先のシステムに設定し、安全な場所に保管してください。
        </MessageBarBody>
      </MessageBar>
      <Field label="クライアントID">
        <Input readOnly value={clientId} />
      </Field>
      <Field label="クライアントシークレット" hint={copied ? "コピーしました" : undefined}>
        <Input
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          contentAfter={
            <Button
              appearance="transparent"
              icon={<Copy20Regular />}
              aria-label="シークレットをコピー"
              onClick={() => void copy()}
            />
          }
        />
      </Field>
    </ConfirmDialog>
  );
}
