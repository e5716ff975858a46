// Running several sources now: one after another (each run is all-or-nothing on the API and
// loads it fully; in parallel they would compete for the same rows), a failure of one never
// stops the others, and the page hears of each step for its 「n / N件」 progress.

/** What became of one source's run. */
export type RunOutcome =
  | {
      kind: "done";
      status: string;
      total: number;
      created: number;
      updated: number;
      failed: number;
    }
  /** The run was refused before it started (the API's message), or the file could not be read. */
  | { kind: "refused"; message: string }
  /** A CSV source without a file: not sent. */
  | { kind: "skipped"; message: string };

export interface RunProgress {
  /** Runs finished so far. */
  done: number;
  total: number;
  /** The source being run now (undefined once all are done). */
  current: string | undefined;
}

/** Runs `run` for each id in order and reports the outcome of each as it comes. */
export async function runInTurn(
  ids: readonly string[],
  run: (id: string) => Promise<RunOutcome>,
  onStep: (progress: RunProgress, outcomes: ReadonlyMap<string, RunOutcome>) => void,
): Promise<ReadonlyMap<string, RunOutcome>> {
  const outcomes = new Map<string, RunOutcome>();
  for (const [i, id] of ids.entries()) {
    onStep({ done: i, total: ids.length, current: id }, new Map(outcomes));
    let outcome: RunOutcome;
    try {
      outcome = await run(id);
    } catch {
      outcome = { kind: "refused", message: "実行できませんでした" };
    }
    outcomes.set(id, outcome);
  }
  onStep({ done: ids.length, total: ids.length, current: undefined }, new Map(outcomes));
  return outcomes;
}

/** One line saying what a run did, for the result list. */
export function outcomeText(outcome: RunOutcome): string {
  if (outcome.kind !== "done") return outcome.message;
  const counts = `${outcome.total}件中 登録${outcome.created}件・更新${outcome.updated}件・エラー${outcome.failed}件`;
  return `${outcome.status}（${counts}）`;
}
