import { Button, Field, makeStyles, ProgressBar, Text, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { ActionDialog } from "@/shared/mutation/ActionDialog";
import { needsFile } from "../source-labels";
import { outcomeText, runInTurn, type RunOutcome, type RunProgress } from "../run/run-queue";
import { useExecuteSource } from "../run/useExecuteSource";
import { FilePickButton } from "./FilePickButton";
import { stackedList } from "@/shared/list/stacked-list";

export interface RunnableSource {
  id: string;
  name: string;
  kind: string;
}

const useStyles = makeStyles({
  list: stackedList,
  item: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  refused: { color: tokens.colorPaletteRedForeground1 },
});

export const SKIPPED_MESSAGE = "ファイルが選択されていないため実行しませんでした";

/**
 * 「実行」 of the selected sources: a CSV source asks for its file here (an HTTP JSON one fetches its
 * URL), then they run one after another with 「n / N件」 progress and each one's result.
 */
export function BulkRunDialog({
  open,
  sources,
  onClose,
}: {
  open: boolean;
  sources: readonly RunnableSource[];
  /** `ran`: something was run (the list reloads to show the new last runs). */
  onClose: (ran: boolean) => void;
}) {
  const styles = useStyles();
  const execute = useExecuteSource();
  const [files, setFiles] = useState<ReadonlyMap<string, File>>(new Map());
  const [progress, setProgress] = useState<RunProgress | undefined>();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RunOutcome>>(new Map());
  const running = progress !== undefined && progress.current !== undefined;
  const finished = progress !== undefined && progress.current === undefined;
  const currentName = sources.find((s) => s.id === progress?.current)?.name;

  const runAll = async () => {
    await runInTurn(
      sources.map((s) => s.id),
      async (id) => {
        const source = sources.find((s) => s.id === id);
        const file = files.get(id);
        if (source && needsFile(source) && !file)
          return { kind: "skipped", message: SKIPPED_MESSAGE };
        return execute(id, file);
      },
      (p, o) => {
        setProgress(p);
        setOutcomes(o);
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      title="選択した外部連携を実行"
      locked={running}
      onClose={() => onClose(finished)}
      actions={
        <>
          <Button appearance="secondary" disabled={running} onClick={() => onClose(finished)}>
            閉じる
          </Button>
          <Button
            appearance="primary"
            disabled={running || finished || sources.length === 0}
            onClick={() => void runAll()}
          >
            実行
          </Button>
        </>
      }
    >
      <Text as="p">
        {sources.length}
        件を順に実行します。CSVファイルの連携は取り込むファイルを選択してください。
      </Text>
      <ul className={styles.list} aria-label="実行する外部連携">
        {sources.map((s) => {
          const outcome = outcomes.get(s.id);
          return (
            <li key={s.id} className={styles.item} data-testid={`bulk-run-${s.id}`}>
              <Text weight="semibold">
                {s.name}（{s.kind}）
              </Text>
              {needsFile(s) ? (
                <FilePickButton
                  label={`${s.name}のファイル`}
                  fileName={files.get(s.id)?.name}
                  disabled={running || finished}
                  onFile={(file) => {
                    const next = new Map(files);
                    if (file) next.set(s.id, file);
                    else next.delete(s.id);
                    setFiles(next);
                  }}
                />
              ) : (
                <Text size={200}>設定されたURLから取得します</Text>
              )}
              {outcome ? (
                <Text
                  role="status"
                  className={outcome.kind === "done" ? undefined : styles.refused}
                >
                  {outcomeText(outcome)}
                </Text>
              ) : progress?.current === s.id ? (
                <Text role="status">実行中…</Text>
              ) : null}
            </li>
          );
        })}
      </ul>
      {progress ? (
        <Field
          label={
            finished
              ? `${progress.total}件の実行が終わりました`
              : `${progress.done + 1} / ${progress.total}件目を実行中：${currentName ?? ""}`
          }
        >
          <ProgressBar value={progress.done} max={progress.total} thickness="large" />
        </Field>
      ) : null}
    </ActionDialog>
  );
}
