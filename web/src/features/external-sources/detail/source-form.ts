import type { CreateExternalSourceInput } from "@/gql/graphql";
import { limitedText, z } from "@/shared/form/zod";
import { SOURCE_ENCODINGS, SOURCE_KINDS } from "../source-labels";
import { externalSourceFields as spec } from "@cfx/domain/fields/external-sources";

// The settings of an external source as a form: 名称, 種類, URL (HTTP JSON only), 文字コード
// (CSV only), 取り込み先, 有効, 備考, the column mapping as rows and the upsert key. The API checks the
// URL's host against its allow-list and answers in Japanese under `url`; the form only checks
// that it is a web address without a user or password. A password belongs in 認証ヘッダー, which
// is write-only: the form never shows it, only whether one is set (`hasAuthHeader`); empty keeps
// it, 削除する removes it.

const mappingRow = z.object({
  sourceColumn: z.string().trim().min(1, "連携元の列名を入力してください"),
  field: z.string().min(1, "項目を選択してください"),
});

export const URL_CREDENTIALS_MESSAGE =
  "URLにユーザー名やパスワードを含めることはできません。認証が必要な場合は「認証ヘッダー」に入力してください";

const hasCredentials = (value: string) => {
  try {
    const u = new URL(value);
    return u.username !== "" || u.password !== "";
  } catch {
    return false;
  }
};

const isWebUrl = (value: string) => {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

export const sourceFormSchema = z
  .object({
    name: limitedText(spec.name, { trim: true }).min(1, `${spec.name.label}を入力してください`),
    kind: z.enum(SOURCE_KINDS),
    url: limitedText(spec.url, { trim: true }),
    encoding: z.enum(SOURCE_ENCODINGS),
    targetEntity: z.string().min(1, `${spec.targetEntity.label}を選択してください`),
    enabled: z.enum(["true", "false"]),
    keyField: z.string().min(1, `${spec.keyField.label}を選択してください`),
    notes: limitedText(spec.notes),
    mapping: z.array(mappingRow),
    authHeader: limitedText(spec.authHeader)
      // Sent as an HTTP header: a line break would add headers.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "認証ヘッダーに改行や制御文字は使えません"),
    removeAuthHeader: z.enum(["false", "true"]),
    /** Whether the saved source has one (shown, not edited). */
    hasAuthHeader: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "HTTP JSON" && hasCredentials(v.url))
      ctx.addIssue({ code: "custom", path: ["url"], message: URL_CREDENTIALS_MESSAGE });
    else if (v.kind === "HTTP JSON" && !isWebUrl(v.url))
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: v.url
          ? "URLの形式が正しくありません（http:// または https://）"
          : "HTTP JSON の連携はURLを入力してください",
      });
    const seen = new Set<string>();
    v.mapping.forEach((row, i) => {
      const column = row.sourceColumn.trim();
      if (column && seen.has(column))
        ctx.addIssue({
          code: "custom",
          path: ["mapping", i, "sourceColumn"],
          message: "同じ列名が2回あります",
        });
      seen.add(column);
    });
  })
  .transform((v): CreateExternalSourceInput => ({
    name: v.name,
    kind: v.kind,
    // An HTTP JSON source's URL; a CSV source has none (an old one is cleared).
    url: v.kind === "HTTP JSON" ? v.url : null,
    encoding: v.encoding,
    targetEntity: v.targetEntity,
    enabled: v.enabled === "true",
    keyField: v.keyField,
    notes: v.notes.trim() ? v.notes.trim() : null,
    columnMapping: v.mapping.map((m) => ({ sourceColumn: m.sourceColumn.trim(), field: m.field })),
    // Write-only: a new value replaces it, 削除する removes it, nothing typed leaves it as it is.
    ...(v.authHeader.trim()
      ? { authHeader: v.authHeader.trim() }
      : v.removeAuthHeader === "true"
        ? { authHeader: null }
        : {}),
  }));

export type SourceFormValues = z.input<typeof sourceFormSchema>;

/** A new source: a CSV file in UTF-8 for targets, enabled, nothing mapped yet. */
export const NEW_SOURCE_VALUES: SourceFormValues = {
  name: "",
  kind: "CSVファイル",
  url: "",
  encoding: "UTF-8",
  targetEntity: "targets",
  enabled: "true",
  keyField: "",
  notes: "",
  mapping: [],
  authHeader: "",
  removeAuthHeader: "false",
  hasAuthHeader: false,
};

/** The form's values of a saved source. */
export function sourceFormValues(s: {
  name: string;
  kind: string;
  url?: string | null;
  encoding: string;
  targetEntity: string;
  enabled: boolean;
  keyField: string;
  notes?: string | null;
  columnMapping: readonly { sourceColumn: string; field: string }[];
  hasAuthHeader?: boolean;
}): SourceFormValues {
  const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
    list.find((x) => x === value) ?? fallback;
  return {
    name: s.name,
    kind: oneOf(SOURCE_KINDS, s.kind, "CSVファイル"),
    url: s.url ?? "",
    encoding: oneOf(SOURCE_ENCODINGS, s.encoding, "UTF-8"),
    targetEntity: s.targetEntity,
    enabled: s.enabled ? "true" : "false",
    keyField: s.keyField,
    notes: s.notes ?? "",
    mapping: s.columnMapping.map((m) => ({ sourceColumn: m.sourceColumn, field: m.field })),
    authHeader: "",
    removeAuthHeader: "false",
    hasAuthHeader: s.hasAuthHeader ?? false,
  };
}
