import { Button, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, Delete20Regular, Edit20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { graphql } from "@/gql";
import { formatDbm } from "@/shared/dbm";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { Section } from "@/shared/record/Section";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { ThresholdFormOutput } from "./threshold-form";
import { ThresholdForm } from "./ThresholdForm";

const ThresholdsQuery = graphql(`
  query MastersPageThresholds {
    measurementThresholds {
      id
      point
      wavelengthNm
      minDbm
      maxDbm
      version
    }
  }
`);

const CreateThresholdMutation = graphql(`
  mutation MastersPageCreateThreshold($input: CreateMeasurementThresholdInput!) {
    createMeasurementThreshold(input: $input) {
      id
    }
  }
`);

const UpdateThresholdMutation = graphql(`
  mutation MastersPageUpdateThreshold($id: Int!, $input: UpdateMeasurementThresholdInput!) {
    updateMeasurementThreshold(id: $id, input: $input) {
      id
      minDbm
      maxDbm
      version
    }
  }
`);

const DeleteThresholdMutation = graphql(`
  mutation MastersPageDeleteThreshold($id: Int!, $version: Int!) {
    deleteMeasurementThreshold(id: $id, version: $version)
  }
`);

// The delete answers a bare id: name the type so the cached table is asked for again.
const THRESHOLD_WRITE = { additionalTypenames: ["MeasurementThreshold"] };

interface ThresholdRow {
  id: number;
  point: string;
  wavelengthNm: number;
  minDbm: number;
  maxDbm: number;
  version: number;
}

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
});

const rowName = (r: ThresholdRow) => `${r.point} ${r.wavelengthNm} nm`;

/**
 * 測定しきい値: one range per measured point and wavelength (bounds inclusive). A reading is
 * judged against the row of its point and wavelength when it is taken; one without a row is
 * refused, so 削除 asks first.
 */
export function ThresholdPanel() {
  const styles = useStyles();
  const { data, fetching, reload } = useRecordQuery(ThresholdsQuery, {});
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const [deleting, setDeleting] = useState<ThresholdRow | null>(null);
  const create = useMutationAction(CreateThresholdMutation, { action: "create" });
  const update = useMutationAction(UpdateThresholdMutation, { action: "update" });
  const remove = useMutationAction(DeleteThresholdMutation, { action: "delete" });

  const rows: readonly ThresholdRow[] = data?.measurementThresholds ?? [];
  const editingRow = typeof editing === "number" ? rows.find((r) => r.id === editing) : undefined;

  const save = async (values: ThresholdFormOutput) => {
    const outcome = editingRow
      ? await update({ id: editingRow.id, input: { ...values, version: editingRow.version } })
      : await create({ input: values });
    if (outcome.ok) setEditing(null);
    return outcome;
  };

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const outcome = await remove({ id: row.id, version: row.version }, THRESHOLD_WRITE);
    if (!outcome.ok) reload();
  };

  const columns = columnsOf<ThresholdRow>()([
    { id: "point", label: "測定点", value: (r) => r.point },
    { id: "wavelength", label: "波長", value: (r) => `${r.wavelengthNm} nm` },
    { id: "min", label: "下限（dBm）", value: (r) => formatDbm(r.minDbm) },
    { id: "max", label: "上限（dBm）", value: (r) => formatDbm(r.maxDbm) },
    {
      id: "actions",
      label: "操作",
      width: "12rem",
      value: () => "",
      cell: (r) => (
        <span className={styles.actions}>
          <Button
            size="small"
            icon={<Edit20Regular />}
            aria-label={`${rowName(r)}を変更`}
            disabled={editing !== null}
            onClick={() => setEditing(r.id)}
          >
            変更
          </Button>
          <Button
            size="small"
            icon={<Delete20Regular />}
            aria-label={`${rowName(r)}を削除`}
            onClick={() => setDeleting(r)}
          >
            削除
          </Button>
        </span>
      ),
    },
  ]);

  return (
    <Section
      title="測定しきい値"
      actions={
        editing === null ? (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing("new")}>
            追加
          </Button>
        ) : undefined
      }
    >
      <Text className={styles.note}>
        測定値はその測定点・波長の行の範囲（両端を含む）で判定されます。変更はこれからの測定に使われ、測定済みの判定は変わりません。
      </Text>
      {editing === null || (editing !== "new" && !editingRow) ? null : (
        <ThresholdForm
          key={editingRow ? `${editingRow.id}:${editingRow.version}` : "new"}
          row={editingRow ?? null}
          onSubmit={save}
          onCancel={() => setEditing(null)}
          onReload={reload}
        />
      )}
      {!data && fetching ? (
        <Spinner label="読み込み中…" />
      ) : (
        <DataTable
          label="測定しきい値の一覧"
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.id)}
          emptyText="しきい値は登録されていません"
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="測定しきい値の削除"
        confirmLabel="削除"
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `${rowName(deleting)} のしきい値を削除します。この測定点・波長の測定は登録できなくなります。よろしいですか？`
          : ""}
      </ConfirmDialog>
    </Section>
  );
}
