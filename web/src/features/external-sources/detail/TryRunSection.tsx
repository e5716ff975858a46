import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Play20Regular, TaskListLtr20Regular } from "@fluentui/react-icons";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "@/shared/information";
import { graphql } from "@/gql";
import { fileVariable, UPLOAD_CONTEXT } from "@/shared/files/upload";
import { FileDropZone } from "@/shared/import/FileDropZone";
import { DataTable } from "@/shared/list/DataTable";
import { columnsOf } from "@/shared/list/columns";
import { Section } from "@/shared/record/Section";
import { alertFromCombinedError } from "@/shared/result-alert";
import { RunErrorTable } from "../run/RunErrorTable";
import { outcomeText } from "../run/run-queue";
import { useExecuteSource } from "../run/useExecuteSource";
import { needsFile } from "../source-labels";
import { sampleTable } from "./sample-rows";
import type { CatalogueField } from "./useFieldCatalogue";

const DryRunMutation = graphql(`
  mutation ExternalSourceDetailPageDryRun(
    $id: ID!
    $content: String
    $contentEncoding: FileContentEncoding
  ) {
    dryRunExternalSource(id: $id, content: $content, contentEncoding: $contentEncoding) {
      total
      created
      updated
      failed
      errors {
        row
        field
        message
      }
      sample {
        field
        value
      }
    }
  }
`);

type DryRun = ResultOf<typeof DryRunMutation>["dryRunExternalSource"];

const useStyles = makeStyles({
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  results: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * ドライランと実行: a sample file (CSV source; read by the API in the source's encoding) tried
 * without keeping anything — the mapped sample rows and every row error — or run now for real.
 * Both use the saved settings.
 */
export function TryRunSection({
  source,
  catalogue,
}: {
  source: { id: string; kind: string; encoding: string };
  catalogue: readonly CatalogueField[];
}) {
  const styles = useStyles();
  const { startLoading, openAlert } = useInformationActions();
  const [file, setFile] = useState<File | undefined>();
  const [dryRun, setDryRun] = useState<DryRun | undefined>();
  const [runText, setRunText] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [, runDry] = useMutation(DryRunMutation);
  const execute = useExecuteSource();
  const fileNeeded = needsFile(source);
  const ready = !busy && (!fileNeeded || file !== undefined);
  const labels = Object.fromEntries(catalogue.map((f) => [f.field, f.label]));

  const content = async () =>
    file ? { content: fileVariable(file), contentEncoding: "BASE64" as const } : {};

  const tryIt = async () => {
    setBusy(true);
    setRunText(undefined);
    startLoading();
    const result = await runDry(
      { id: source.id, ...(await content()) },
      file ? UPLOAD_CONTEXT : undefined,
    );
    setBusy(false);
    if (result.error || !result.data) {
      setDryRun(undefined);
      openAlert("error", result.error ? alertFromCombinedError(result.error).message : "");
      return;
    }
    const answer = result.data.dryRunExternalSource;
    setDryRun(answer);
    openAlert(
      answer.failed > 0 ? "error" : "success",
      answer.failed > 0
        ? `ドライラン：${answer.total}件中 ${answer.failed}件にエラーがあります。何も反映していません。`
        : `ドライラン：${answer.total}件を確認しました（登録${answer.created}件・更新${answer.updated}件の予定）。何も反映していません。`,
    );
  };

  const runIt = async () => {
    setBusy(true);
    setDryRun(undefined);
    startLoading();
    const outcome = await execute(source.id, file);
    setBusy(false);
    const ok = outcome.kind === "done" && outcome.status === "成功";
    setRunText({ ok, text: `実行結果：${outcomeText(outcome)}` });
    openAlert(ok ? "success" : "error", `実行結果：${outcomeText(outcome)}`);
  };

  const table = dryRun
    ? sampleTable(
        dryRun.sample,
        catalogue.map((f) => f.field),
      )
    : undefined;
  const sampleColumns = columnsOf<{ key: string; values: Record<string, string> }>()([
    { id: "row", label: "行", value: (r) => r.key, width: "4rem", overflow: "nowrap" },
    ...(table?.fields ?? []).map((f) => ({
      id: f,
      label: labels[f] ?? f,
      value: (r: { values: Record<string, string> }) => r.values[f] ?? "",
    })),
  ]);

  return (
    <Section title="ドライランと実行">
      <Text>
        保存されている設定で取り込みます。ドライランは何も反映しません。
        {fileNeeded
          ? `ファイルは${source.encoding}として読み込みます。`
          : "設定されたURLから取得します。"}
      </Text>
      {fileNeeded ? <FileDropZone fileName={file?.name} disabled={busy} onFile={setFile} /> : null}
      <div className={styles.actions}>
        <Button icon={<TaskListLtr20Regular />} disabled={!ready} onClick={() => void tryIt()}>
          ドライラン
        </Button>
        <Button
          appearance="primary"
          icon={<Play20Regular />}
          disabled={!ready}
          onClick={() => void runIt()}
        >
          今すぐ実行
        </Button>
      </div>
      {runText ? (
        <MessageBar intent={runText.ok ? "success" : "error"}>
          <MessageBarBody>{runText.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      {dryRun && table ? (
        <div className={styles.results} data-testid="dry-run-result">
          <Text weight="semibold" role="status">
            {`ドライラン結果：${dryRun.total}件中 登録${dryRun.created}件・更新${dryRun.updated}件・エラー${dryRun.failed}件（反映していません）`}
          </Text>
          {dryRun.errors.length > 0 ? (
            <RunErrorTable label="ドライランのエラー" errors={dryRun.errors} fieldLabels={labels} />
          ) : null}
          <DataTable
            label="対応付け後のサンプル"
            columns={sampleColumns}
            rows={table.rows}
            rowKey={(r) => r.key}
            emptyText="行がありません"
          />
        </div>
      ) : null}
    </Section>
  );
}
