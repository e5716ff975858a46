import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Add20Regular, Gauge24Regular, Save20Regular } from "@fluentui/react-icons";
import { useMemo, useRef, useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "../../shared/information";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { useEditDialogs } from "../../shared/form/edit-dialogs";
import { isConflict, serverFieldErrors } from "../../shared/form/server-errors";
import { ConfirmDialog } from "../../shared/mutation/ConfirmDialog";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { AppLink } from "../../shared/record/AppLink";
import { RecordPending } from "../../shared/record/RecordPending";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import { alertFromCombinedError } from "../../shared/result-alert";
import type { RouteParams } from "../../shared/routing";
import { AddReadingPanel } from "./measurements/AddReadingPanel";
import { ConstructionLine } from "./measurements/ConstructionLine";
import { formatDbm, inputText, parseDbm } from "./measurements/dbm";
import { measurementLock } from "./measurements/edit-access";
import {
  addableReadings,
  buildRows,
  comboKey,
  rowState,
  rowText,
  savePlan,
  summarize,
  type Reading,
  type ReadingRow,
} from "./measurements/reading-rows";
import { readingName, ReadingTable } from "./measurements/ReadingTable";
import { runWrites } from "./measurements/run-writes";
import { CONSTRUCTIONS_PATH, constructionEditPath } from "./paths";

export const MeasurementEditPageQuery = graphql(`
  query MeasurementEditPage($id: ID!) {
    construction(id: $id) {
      id
      code
      status
      statusLabel
      scheduledDate
      slot
      version
      team {
        id
        name
      }
      matter {
        id
        target {
          id
          code
          name
        }
      }
      expectedReadings {
        point
        wavelengthNm
        minDbm
        maxDbm
      }
      measurements {
        id
        point
        wavelengthNm
        powerDbm
        thresholdMin
        thresholdMax
        judgement
        measuredAt
        measuredByUser {
          id
          name
        }
        version
      }
    }
    measurementThresholds {
      id
      point
      wavelengthNm
      minDbm
      maxDbm
    }
  }
`);

const MeasurementEditPageCreateMutation = graphql(`
  mutation MeasurementEditPageCreate($input: CreateMeasurementInput!) {
    createMeasurement(input: $input) {
      id
      judgement
      version
    }
  }
`);

const MeasurementEditPageUpdateMutation = graphql(`
  mutation MeasurementEditPageUpdate($id: ID!, $input: UpdateMeasurementInput!) {
    updateMeasurement(id: $id, input: $input) {
      id
      judgement
      version
    }
  }
`);

const MeasurementEditPageDeleteMutation = graphql(`
  mutation MeasurementEditPageDelete($id: ID!, $version: Int!) {
    deleteMeasurement(id: $id, version: $version)
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
  },
  spacer: { flexGrow: 1 },
  summary: { fontWeight: tokens.fontWeightSemibold },
});

// A measurement mutation names the rows it changes: the query is read again at once.
const MEASUREMENT_CONTEXT = { additionalTypenames: ["Measurement", "Construction"] };

/**
 * /constructions/measurements/{id} 測定値編集: the readings of a construction, typed on site from a
 * phone. One row per reading the work type calls for (plus added and other saved ones), judged
 * live against the threshold master while typing; 保存 writes the changed rows and shows the
 * API's judgements.
 */
export function MeasurementEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const canEditConstructions = useSession().user?.role.constructionEdit ?? false;
  const { startLoading, openAlert } = useInformationActions();
  const { data, missing, reload } = useRecordQuery(MeasurementEditPageQuery, { id });
  const [, create] = useMutation(MeasurementEditPageCreateMutation);
  const [, update] = useMutation(MeasurementEditPageUpdateMutation);
  const remove = useMutationAction(MeasurementEditPageDeleteMutation, { action: "delete" });
  // What was typed, by row key; the rows themselves always come from the server's answer.
  const [edits, setEdits] = useState<Record<string, string>>({});
  /** Readings saved into the offline queue on this visit (not to be queued twice). */
  const [queuedKeys, setQueuedKeys] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<Reading[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ReadingRow | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);

  const construction = data?.construction;
  const thresholds = useMemo(() => data?.measurementThresholds ?? [], [data]);
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

  if (!construction) {
    return (
      <RecordPending
        title="測定値編集"
        missing={missing}
        icon={<Gauge24Regular />}
        missingTitle="該当する工事が見つかりません"
        backHref={CONSTRUCTIONS_PATH}
        backLabel="工事確認一覧へ戻る"
      />
    );
  }

  const lock = measurementLock(canEditConstructions, construction);
  const editable = lock === null;
  const summary = summarize(rows, edits);
  const addable = addableReadings(thresholds, rows);

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
    const outcome = await runWrites(plan.writes, {
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

  return (
    <Page
      title={`測定値編集（${construction.code}）`}
      touch
      actions={<AppLink href={constructionEditPath(id)}>工事編集へ戻る</AppLink>}
    >
      <div className={styles.stack}>
        <ConstructionLine construction={construction} />
        {lock ? (
          <MessageBar intent="info">
            <MessageBarBody>{lock}</MessageBarBody>
          </MessageBar>
        ) : null}
        {rows.length === 0 ? (
          <Text>この工事種別には測定する項目がありません。</Text>
        ) : (
          <ReadingTable
            rows={rows}
            edits={edits}
            errors={errors}
            editable={editable}
            onEdit={edit}
            onLeave={leave}
            onRemove={(row) => {
              if (row.saved) return setRemoving(row);
              forget(row);
              // The row and its button are gone: focus stays on the page, not lost on <body>.
              saveRef.current?.focus();
            }}
            after={saveRef}
          />
        )}
        {editable && adding ? (
          <AddReadingPanel
            options={addable}
            onClose={() => setAdding(false)}
            onAdd={(reading) => {
              setAdded((prev) => [...prev, reading]);
              setAdding(false);
              focusReading({ ...reading } as ReadingRow);
            }}
          />
        ) : null}
        <div className={styles.bar}>
          <Text className={styles.summary} role="status" aria-label="判定の集計">
            合格 {summary.passed} / 不合格 {summary.failed} / 未測定 {summary.unmeasured}
          </Text>
          <span className={styles.spacer} />
          {editable ? (
            <>
              <Button
                icon={<Add20Regular />}
                disabled={adding || addable.length === 0}
                onClick={() => setAdding(true)}
              >
                行を追加
              </Button>
              <Button
                ref={saveRef}
                appearance="primary"
                icon={<Save20Regular />}
                onClick={() => void save()}
              >
                保存
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="測定値の削除"
        confirmLabel="削除"
        danger
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing?.saved
          ? `${readingName(removing)}の測定値（${formatDbm(removing.saved.powerDbm)} dBm）を削除します。よろしいですか？`
          : ""}
      </ConfirmDialog>
      {dialogs}
    </Page>
  );
}
