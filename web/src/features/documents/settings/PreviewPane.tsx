import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Field,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useCallback, useState } from "react";
import { useWatch, type Control } from "react-hook-form";
import { useClient } from "urql";
import { alertFromCombinedError, GENERIC_ERROR_MESSAGE } from "@/shared/result-alert";
import type { DocumentTypeOption } from "./DocumentTypeChoice";
import { previewFacts } from "./pdf-blob";
import { DocumentSettingsPagePreviewQuery } from "./queries";
import { settingsFormSchema, type SettingsFormValues, type SettingsInput } from "./settings-form";
import { usePdfPreview, type PreviewState } from "./usePdfPreview";

// プレビュー: one of the page's documents as the current, unsaved values print it. Rendering is the
// server's (the same code that generates the stored PDFs), so what is seen is what is issued.

const useStyles = makeStyles({
  card: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    // Beside the form, the preview stays in view while the lower fields are edited.
    "@media (min-width: 1200px)": { position: "sticky", top: tokens.spacingVerticalL },
  },
  head: { display: "flex", alignItems: "end", gap: tokens.spacingHorizontalM, flexWrap: "wrap" },
  status: { minHeight: "1.5rem", display: "flex", alignItems: "center" },
  frame: {
    width: "100%",
    height: "max(480px, 75vh)",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  placeholder: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    height: "240px",
    color: tokens.colorNeutralForeground3,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

interface PreviewRequest {
  documentType: number;
  settings: SettingsInput;
}

/** The line above the document: what is going on with the next render. */
function PreviewStatus({ state, invalid }: { state: PreviewState; invalid: boolean }) {
  if (invalid)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>入力内容に誤りがあるため、プレビューを更新できません</MessageBarBody>
      </MessageBar>
    );
  if (state.phase === "failed")
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          プレビューを作成できませんでした。{state.error ?? GENERIC_ERROR_MESSAGE}
        </MessageBarBody>
      </MessageBar>
    );
  if (state.phase === "rendering" || state.phase === "waiting" || !state.pdf)
    return <Spinner size="tiny" labelPosition="after" label="プレビューを作成中…" />;
  return <Text>{previewFacts(state.pdf.pageCount, state.pdf.size)}</Text>;
}

export function PreviewPane({
  negotiationId,
  control,
  options,
}: {
  negotiationId: string;
  control: Control<SettingsFormValues, unknown, SettingsInput>;
  options: readonly DocumentTypeOption[];
}) {
  const styles = useStyles();
  const client = useClient();
  const [chosen, setChosen] = useState(options[0]?.type ?? 0);
  const values = useWatch({ control });
  const parsed = settingsFormSchema.safeParse(values);
  const request: PreviewRequest | null =
    parsed.success && chosen ? { documentType: chosen, settings: parsed.data } : null;

  const render = useCallback(
    async ({ documentType, settings }: PreviewRequest) => {
      const result = await client
        .query(
          DocumentSettingsPagePreviewQuery,
          { negotiationId, documentType, settings },
          { requestPolicy: "network-only" },
        )
        .toPromise();
      if (result.error) throw new Error(alertFromCombinedError(result.error).message);
      if (!result.data) throw new Error(GENERIC_ERROR_MESSAGE);
      return result.data.documentPreview;
    },
    [client, negotiationId],
  );
  const state = usePdfPreview(request, render);
  const label = options.find((o) => o.type === chosen)?.label ?? "帳票";

  return (
    <section className={styles.card} aria-label="プレビュー">
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          プレビュー
        </Text>
        {options.length > 1 ? (
          <Field label="表示する帳票">
            <Select value={String(chosen)} onChange={(_, d) => setChosen(Number(d.value))}>
              {options.map((o) => (
                <option key={o.type} value={String(o.type)}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <div className={styles.status} aria-live="polite" data-testid="preview-status">
        <PreviewStatus state={state} invalid={request === null} />
      </div>
      {state.pdf ? (
        <iframe className={styles.frame} title={`${label}のプレビュー`} src={state.pdf.url} />
      ) : (
        <div className={styles.placeholder}>プレビューはまだありません</div>
      )}
    </section>
  );
}
