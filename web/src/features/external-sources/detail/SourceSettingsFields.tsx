import { useFormContext, useWatch } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "@/shared/form/fields";
import {
  SOURCE_ENCODINGS,
  SOURCE_KINDS,
  TARGET_ENTITIES,
  targetEntityLabel,
} from "../source-labels";
import type { SourceFormValues } from "./source-form";
import { fieldOptions, type CatalogueField } from "./useFieldCatalogue";
import { externalSourceFields as spec } from "@cfx/domain/fields/external-sources";

const KIND_OPTIONS = SOURCE_KINDS.map((k) => ({ id: k, name: k }));
const ENCODING_OPTIONS = SOURCE_ENCODINGS.map((e) => ({ id: e, name: e }));
const ENTITY_OPTIONS = TARGET_ENTITIES.map((e) => ({ id: e, name: targetEntityLabel(e) }));
const KEEP_OR_REMOVE_OPTIONS = [
  { id: "false", name: "残す" },
  { id: "true", name: "削除する" },
];
const ENABLED_OPTIONS = [
  { id: "true", name: "有効" },
  { id: "false", name: "無効" },
];

/**
 * The settings of a source inside a kit form (詳細 and 新規作成): the URL only for HTTP JSON, the
 * encoding only for a CSV file; 更新キー chosen from the target entity's catalogue.
 */
export function SourceSettingsFields({
  catalogue,
  withNotes = true,
}: {
  catalogue: readonly CatalogueField[];
  withNotes?: boolean;
}) {
  const { control } = useFormContext<SourceFormValues>();
  const kind = useWatch({ control, name: "kind" });
  const hasAuthHeader = useWatch({ control, name: "hasAuthHeader" });
  return (
    <>
      <TextField name="name" label={spec.name.label} required maxLength={spec.name.max} />
      <SelectField name="kind" label={spec.kind.label} required options={KIND_OPTIONS} />
      {kind === "HTTP JSON" ? (
        <>
          <TextField
            name="url"
            label={spec.url.label}
            required
            type="url"
            placeholder="https://"
            hint="接続を許可されたホストのURLだけ保存できます（ユーザー名・パスワードは含めないでください）"
          />
          {/* Write-only: never filled from the server, so a saved secret is never on screen. */}
          <TextField
            name="authHeader"
            label={spec.authHeader.label}
            type="password"
            autoComplete="new-password"
            placeholder="例：Bearer …"
            maxLength={spec.authHeader.max}
            hint={
              hasAuthHeader
                ? "設定済みです（表示されません）。空欄のままなら変更しません"
                : "取得時に Authorization ヘッダーとして送ります。暗号化して保存し、表示・履歴には出しません"
            }
          />
          {hasAuthHeader ? (
            <SelectField
              name="removeAuthHeader"
              label="設定済みの認証ヘッダー"
              required
              options={KEEP_OR_REMOVE_OPTIONS}
            />
          ) : null}
        </>
      ) : (
        <SelectField
          name="encoding"
          label={spec.encoding.label}
          required
          options={ENCODING_OPTIONS}
        />
      )}
      <SelectField
        name="targetEntity"
        label={spec.targetEntity.label}
        required
        options={ENTITY_OPTIONS}
      />
      <SelectField
        name="keyField"
        label={spec.keyField.label}
        required
        hint="この項目が一致する行は更新、一致しない行は登録します"
        options={fieldOptions(catalogue)}
      />
      <SelectField name="enabled" label={spec.enabled.label} required options={ENABLED_OPTIONS} />
      {withNotes ? <TextAreaField name="notes" label={spec.notes.label} /> : null}
    </>
  );
}
