import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Add20Regular, Gauge24Regular, Save20Regular } from "@fluentui/react-icons";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";
import { AppLink } from "@/shared/record/AppLink";
import { EditPage } from "@/shared/record/EditPage";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { AddReadingPanel } from "./measurements/AddReadingPanel";
import { ConstructionLine } from "./measurements/ConstructionLine";
import { formatDbm } from "./measurements/dbm";
import { measurementLock } from "./measurements/edit-access";
import { MeasurementEditPageQuery } from "./measurements/queries";
import { addableReadings, summarize } from "./measurements/reading-rows";
import { readingName, ReadingTable } from "./measurements/ReadingTable";
import { useReadingEdits } from "./measurements/useReadingEdits";
import { CONSTRUCTIONS_PATH, constructionEditPath } from "./paths";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
  },
  spacer: { flexGrow: 1 },
  summary: { fontWeight: tokens.fontWeightSemibold },
});

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
  const { data, missing, reload } = useRecordQuery(MeasurementEditPageQuery, { id });
  const construction = data?.construction ?? undefined;
  const thresholds = useMemo(() => data?.measurementThresholds ?? [], [data]);
  const readings = useReadingEdits(id, construction, thresholds, reload);
  const { rows, edits, errors, removing, saveRef } = readings;
  const [adding, setAdding] = useState(false);

  return (
    <EditPage
      record={construction}
      missing={missing}
      pending={{
        title: "測定値編集",
        icon: <Gauge24Regular />,
        missingTitle: "該当する工事が見つかりません",
        backHref: CONSTRUCTIONS_PATH,
        backLabel: "工事確認一覧へ戻る",
      }}
      title={(c) => `測定値編集（${c.code}）`}
      actions={() => <AppLink href={constructionEditPath(id)}>工事編集へ戻る</AppLink>}
      touch
      gap="close"
      dialogs={
        <>
          <ConfirmDialog
            open={removing !== null}
            title="測定値の削除"
            confirmLabel="削除"
            danger
            onConfirm={() => void readings.confirmRemove()}
            onCancel={readings.cancelRemove}
          >
            {removing?.saved
              ? `${readingName(removing)}の測定値（${formatDbm(removing.saved.powerDbm)} dBm）を削除します。よろしいですか？`
              : ""}
          </ConfirmDialog>
          {readings.dialogs}
        </>
      }
    >
      {(c) => {
        const lock = measurementLock(canEditConstructions, c);
        const editable = lock === null;
        const summary = summarize(rows, edits);
        const addable = addableReadings(thresholds, rows);
        return (
          <>
            <ConstructionLine construction={c} />
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
                onEdit={readings.edit}
                onLeave={readings.leave}
                onRemove={readings.removeRow}
                after={saveRef}
              />
            )}
            {editable && adding ? (
              <AddReadingPanel
                options={addable}
                onClose={() => setAdding(false)}
                onAdd={(reading) => {
                  readings.add(reading);
                  setAdding(false);
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
                    onClick={() => void readings.save()}
                  >
                    保存
                  </Button>
                </>
              ) : null}
            </div>
          </>
        );
      }}
    </EditPage>
  );
}
