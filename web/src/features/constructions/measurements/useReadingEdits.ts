import { useMemo, useRef, useState } from "react";
import { useMutation } from "urql";
import { useEditDialogs } from "@/shared/form/edit-dialogs";
import { isConflict, serverFieldErrors } from "@/shared/form/server-errors";
import { useInformationActions } from "@/shared/information";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { alertFromCombinedError } from "@/shared/result-alert";
import { inputText, parseDbm } from "./dbm";
import {
  MeasurementEditPageCreateMutation,
  MeasurementEditPageDeleteMutation,
  MeasurementEditPageUpdateMutation,
} from "./queries";
import {
  buildRows,
  comboKey,
  rowState,
  rowText,
  savePlan,
  type Reading,
  type ReadingRow,
} from "./reading-rows";
import { readingName } from "./ReadingTable";
import { runWrites } from "./run-writes";

// A measurement mutation names the rows it changes: the query is read again at once.
const MEASUREMENT_CONTEXT = { additionalTypenames: ["Measurement", "Construction"] };

type BuildInput = Parameters<typeof buildRows>[0];
/** What the rows are built from: the construction's called-for and saved readings. */
interface Readings {
  expectedReadings: BuildInput["expected"];
  measurements: BuildInput["measurements"];
}

/**
 * What 測定値編集 holds while readings are typed: the rows (always from the server's answer, with
 * what was typed by row key), their messages, the rows added on this visit, and 保存 / 削除 with
 * the 409 and unsaved-changes questions of every edit page (`dialogs`, rendered by the page).
 */
export function useReadingEdits(
  id: string,
  construction: Readings | undefined,
  thresholds: BuildInput["thresholds"],
  reload: () => void,
) {
  const { startLoading, openAlert } = useInformationActions();
  const [, create] = useMutation(MeasurementEditPageCreateMutation);
  const [, update] = useMutation(MeasurementEditPageUpdateMutation);
  const remove = useMutationAction(MeasurementEditPageDeleteMutation, { action: "delete" });
  const [edits, setEdits] = useState<Record<string, string>>({});
  /** Readings saved into the offline queue on this visit (not to be queued twice). */
  const [queuedKeys, setQueuedKeys] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<Reading[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<ReadingRow | null>(null);
  /** 保存: where focus goes when the row it was on is gone. */
  const saveRef = useRef<HTMLButtonElement>(null);

  const rows = useMemo(
    () =>
      construction
        ? buildRows({
            expected: construction.expectedReadings,
            added,
            measurements: construction.measurements,
            thresholds,
          })
        : [],
    [construction, added, thresholds],
  );
  const dirty = rows.some((row) => rowState(row, edits).changed);
  const { showConflict, dialogs } = useEditDialogs({
    dirty,
    onReload: () => {
      setEdits({});
      setErrors({});
      reload();
    },
    onDiscard: () => setEdits({}),
  });

  const focusReading = (row: ReadingRow) =>
    // After React has drawn the row (a new one, or its error).
    setTimeout(() =>
      document
        .querySelector<HTMLInputElement>(`tr[data-reading="${readingName(row)}"] input`)
        ?.focus(),
    );

  const edit = (key: string, text: string) => {
    setEdits((prev) => ({ ...prev, [key]: text }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  // Leaving an input shows the value as it will be saved (full-width digits and any minus sign
  // read as ASCII); a bad one is left as typed, with its message under the field at once, not
  // only at 保存 (issue #37.19: the row otherwise silently stays 未測定).
  const leave = (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row || edits[key] === undefined) return;
    const input = parseDbm(rowText(row, edits));
    if (input.kind === "value") setEdits((prev) => ({ ...prev, [key]: inputText(input.value) }));
    else if (input.kind === "invalid") setErrors((prev) => ({ ...prev, [key]: input.message }));
  };
  const forget = (row: ReadingRow) => {
    const keys = [row.key, `e:${comboKey(row)}`];
    setEdits((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !keys.includes(k))));
    setErrors((prev) =>
      Object.fromEntries(Object.entries(prev).filter(([k]) => !keys.includes(k))),
    );
    setAdded((prev) => prev.filter((a) => comboKey(a) !== comboKey(row)));
  };
  const add = (reading: Reading) => {
    setAdded((prev) => [...prev, reading]);
    focusReading({ ...reading } as ReadingRow);
  };
  /** 削除 of a row: a saved reading is asked about first, a typed one just goes. */
  const removeRow = (row: ReadingRow) => {
    if (row.saved) return setRemoving(row);
    forget(row);
    // The row and its button are gone: focus stays on the page, not lost on <body>.
    saveRef.current?.focus();
  };

  const runPlan = (writes: ReturnType<typeof savePlan>["writes"]) =>
    runWrites(writes, {
      create: (w) =>
        create(
          { input: { constructionId: id, ...w.reading, powerDbm: w.powerDbm } },
          MEASUREMENT_CONTEXT,
        ),
      update: (w) =>
        update(
          { id: w.id, input: { powerDbm: w.powerDbm, version: w.version } },
          MEASUREMENT_CONTEXT,
        ),
    });

  const save = async () => {
    const planned = savePlan(rows, edits);
    // A reading already in the offline queue is not sent a second time.
    const plan = { ...planned, writes: planned.writes.filter((w) => !queuedKeys.has(w.key)) };
    setErrors(plan.invalid);
    const firstInvalid = rows.find((r) => plan.invalid[r.key]);
    if (firstInvalid) {
      openAlert("error", `${readingName(firstInvalid)}: ${plan.invalid[firstInvalid.key]}`);
      focusReading(firstInvalid);
      return;
    }
    if (plan.writes.length === 0) {
      openAlert("info", "変更された測定値はありません。");
      return;
    }
    startLoading();
    const outcome = await runPlan(plan.writes);
    // The API's judgements (and who measured, when) replace the live ones.
    reload();
    if (outcome.queued.length) {
      setQueuedKeys((prev) => new Set([...prev, ...outcome.queued]));
      if (!outcome.failure) {
        openAlert(
          "warning",
          `電波がないため測定値${outcome.queued.length}件を未送信として保存しました。電波が戻ると送信します。`,
        );
        return;
      }
    }
    if (!outcome.failure) {
      openAlert("success", `測定値を保存しました（${outcome.done.length}件）。`);
      return;
    }
    const { key, error } = outcome.failure;
    openAlert("error", alertFromCombinedError(error).message);
    if (isConflict(error)) {
      showConflict();
      return;
    }
    const messages = serverFieldErrors(error).flatMap((e) => e.messages);
    setErrors({ [key]: messages.join(" ") || alertFromCombinedError(error).message });
    const row = rows.find((r) => r.key === key);
    if (row) focusReading(row);
  };
  const confirmRemove = async () => {
    const row = removing;
    setRemoving(null);
    if (!row?.saved) return;
    const outcome = await remove(
      { id: row.saved.id, version: row.saved.version },
      MEASUREMENT_CONTEXT,
    );
    if (outcome.ok) {
      forget(row);
      reload();
      // The dialog gives focus back to the row's button, which is gone with the row.
      setTimeout(() => saveRef.current?.focus());
    } else if (isConflict(outcome.error)) showConflict();
  };

  return {
    rows,
    edits,
    errors,
    edit,
    leave,
    add,
    removeRow,
    save,
    /** The saved reading whose 削除 is being asked about. */
    removing,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    saveRef,
    dialogs,
  };
}
