import { Button, Spinner, Switch, Text, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { useEffect, useRef, useState } from "react";
import { useQuery } from "urql";
import { graphql } from "@/gql";
import type { MasterKind } from "@/gql/graphql";
import { withCurrent } from "@/shared/form/options";
import { serverFieldErrors } from "@/shared/form/server-errors";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { Section } from "@/shared/record/Section";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { MasterItemFormOutput } from "./master-item-form";
import { MasterItemForm } from "./MasterItemForm";
import { MasterItemTable, moveButtonId, type MasterRow } from "./MasterItemTable";
import { moveAmongShown, nextSortOrder, type Direction } from "./reorder";

const MasterListQuery = graphql(`
  query MastersPageList($kind: MasterKind!) {
    masterList(kind: $kind, withRetired: true) {
      kind
      id
      name
      sortOrder
      version
      retired
      associateCompanyId
      associateCompany {
        id
        name
      }
      deviceLineType
      deviceLineTypeLabel
    }
  }
`);

const CompaniesQuery = graphql(`
  query MastersPageCompanies {
    masterList(kind: ASSOCIATE_COMPANIES) {
      id
      name
    }
  }
`);

const CreateMutation = graphql(`
  mutation MastersPageCreate($kind: MasterKind!, $input: CreateMasterItemInput!) {
    createMasterItem(kind: $kind, input: $input) {
      kind
      id
      name
    }
  }
`);

const UpdateMutation = graphql(`
  mutation MastersPageUpdate($kind: MasterKind!, $id: Int!, $input: UpdateMasterItemInput!) {
    updateMasterItem(kind: $kind, id: $id, input: $input) {
      kind
      id
      name
      version
    }
  }
`);

const RetireMutation = graphql(`
  mutation MastersPageRetire($kind: MasterKind!, $id: Int!, $version: Int!) {
    retireMasterItem(kind: $kind, id: $id, version: $version) {
      kind
      id
      retired
      version
    }
  }
`);

const RestoreMutation = graphql(`
  mutation MastersPageRestore($kind: MasterKind!, $id: Int!, $version: Int!) {
    restoreMasterItem(kind: $kind, id: $id, version: $version) {
      kind
      id
      retired
      version
    }
  }
`);

const ReorderMutation = graphql(`
  mutation MastersPageReorder($kind: MasterKind!, $ids: [Int!]!) {
    reorderMasterItems(kind: $kind, ids: $ids) {
      kind
      id
      sortOrder
      version
    }
  }
`);

const DeleteMutation = graphql(`
  mutation MastersPageDelete($kind: MasterKind!, $id: Int!, $version: Int!) {
    deleteMasterItem(kind: $kind, id: $id, version: $version)
  }
`);

// deleteMasterItem answers a bare id: name the type so the cached lists are asked for again.
const MASTER_ITEM_WRITE = { additionalTypenames: ["MasterItem"] };

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
    flexWrap: "wrap",
  },
  note: { color: tokens.colorNeutralForeground3 },
});

/** A row just moved: its id, the way it went and the list's new order. */
interface MovedRow {
  id: number;
  dir: Direction;
  ids: readonly number[];
}

/** Why a list cannot be changed here (the gateway refuses its writes too). */
const readOnlyNote = (kind: MasterKind) =>
  kind === "PROJECTS"
    ? "プロジェクトはプロジェクトの画面で登録・変更します。ここでは参照のみです。"
    : "仕様で決められた一覧のため、参照のみです。";

/**
 * One master list: its values in menu order with 追加, 変更, 上へ/下へ, 廃止 / 廃止を取り消す and
 * 削除 (a value in use is refused by the API: its message is shown with the offer to retire it).
 * Retired values show with 「廃止を表示」; the query always holds them, for the reorder.
 */
export function MasterListPanel({
  kind,
  label,
  editable,
  withRetired,
  onToggleRetired,
}: {
  kind: MasterKind;
  /** 発注元 */
  label: string;
  editable: boolean;
  withRetired: boolean;
  onToggleRetired: (withRetired: boolean) => void;
}) {
  const styles = useStyles();
  // Always the server's latest versions: each write sends the one it read.
  const { data, fetching, reload } = useRecordQuery(MasterListQuery, { kind });
  const [{ data: companyData }] = useQuery({ query: CompaniesQuery, pause: kind !== "TEAMS" });
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const [deleting, setDeleting] = useState<MasterRow | null>(null);
  const [refused, setRefused] = useState<{ row: MasterRow; message: string } | null>(null);
  const moved = useRef<MovedRow | null>(null);

  const create = useMutationAction(CreateMutation, { action: "create" });
  const update = useMutationAction(UpdateMutation, { action: "update" });
  const retire = useMutationAction(RetireMutation, {
    action: "update",
    successMessage: () => "廃止しました。",
  });
  const restore = useMutationAction(RestoreMutation, {
    action: "update",
    successMessage: () => "廃止を取り消しました。",
  });
  const reorder = useMutationAction(ReorderMutation, {
    action: "update",
    successMessage: () => "表示順を更新しました。",
  });
  const remove = useMutationAction(DeleteMutation, { action: "delete" });

  const all: readonly MasterRow[] = data?.masterList ?? [];
  const shown = withRetired ? all : all.filter((r) => !r.retired);

  // Once the list on screen is in the new order, the moved row's button gets the focus back (or
  // the other arrow when this one is now disabled at an end), so the keyboard can keep moving it.
  // Only once: a later answer (another write) must not pull the focus back here.
  const order = all.map((r) => r.id).join(",");
  useEffect(() => {
    if (!moved.current || moved.current.ids.join(",") !== order) return;
    const { id, dir } = moved.current;
    moved.current = null;
    const own = document.getElementById(moveButtonId(id, dir)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(id, dir === -1 ? 1 : -1));
    (own && !own.disabled ? own : other)?.focus();
  }, [order]);

  const move = async (row: MasterRow, dir: Direction) => {
    const ids = moveAmongShown(
      all.map((r) => r.id),
      shown.map((r) => r.id),
      row.id,
      dir,
    );
    if (!ids) return;
    // Set before the write: the list's new answer may come before the write's own.
    moved.current = { id: row.id, dir, ids };
    const outcome = await reorder({ kind, ids });
    if (outcome.ok) return;
    moved.current = null;
    reload();
  };

  const versionOf = (row: MasterRow) => row.version ?? 0;
  const setRetired = async (row: MasterRow, retired: boolean) => {
    const run = retired ? retire : restore;
    const outcome = await run({ kind, id: row.id, version: versionOf(row) });
    if (!outcome.ok) reload();
  };

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const outcome = await remove({ kind, id: row.id, version: versionOf(row) }, MASTER_ITEM_WRITE);
    if (outcome.ok) return;
    // The API refuses a value in use and says to retire it instead: offer exactly that.
    const message = serverFieldErrors(outcome.error)
      .flatMap((e) => e.messages)
      .find((m) => m.includes("廃止"));
    if (message) setRefused({ row, message });
    else reload();
  };

  const save = async (values: MasterItemFormOutput) => {
    const row = typeof editing === "number" ? all.find((r) => r.id === editing) : undefined;
    const outcome = row
      ? await update({ kind, id: row.id, input: { ...values, version: versionOf(row) } })
      : await create({ kind, input: { ...values, sortOrder: nextSortOrder(all) } });
    if (outcome.ok) setEditing(null);
    return outcome;
  };

  const editingRow = typeof editing === "number" ? all.find((r) => r.id === editing) : undefined;
  const companies = withCurrent(
    (companyData?.masterList ?? []).map((c) => ({ id: String(c.id), name: c.name })),
    editingRow?.associateCompany
      ? { id: String(editingRow.associateCompanyId), name: editingRow.associateCompany.name }
      : null,
  );
  const form =
    editing === null || (editing !== "new" && !editingRow) ? null : (
      <MasterItemForm
        key={editingRow ? `${editingRow.id}:${editingRow.version}` : "new"}
        kind={kind}
        listLabel={label}
        item={editingRow ?? null}
        companies={companies}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onReload={reload}
      />
    );

  return (
    <Section
      title={label}
      actions={
        editable && editing === null ? (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing("new")}>
            追加
          </Button>
        ) : undefined
      }
    >
      <div className={styles.bar}>
        <Switch
          label="廃止を表示"
          checked={withRetired}
          onChange={(_, d) => onToggleRetired(d.checked)}
        />
        <Text className={styles.note}>
          {editable
            ? "上から順にプルダウンに表示されます。廃止した値はプルダウンに出ません（登録済みの記録には名称が残ります）。並べ替えは Alt+↑ / Alt+↓ でもできます。"
            : readOnlyNote(kind)}
        </Text>
      </div>
      {form}
      {!data && fetching ? (
        <Spinner label="読み込み中…" />
      ) : (
        <MasterItemTable
          label={`${label}の一覧`}
          rows={shown}
          extra={kind === "TEAMS" ? "company" : kind === "DEVICE_MODELS" ? "lineType" : null}
          actions={
            editable
              ? {
                  onMove: (row, dir) => void move(row, dir),
                  onEdit: (row) => setEditing(row.id),
                  onRetire: (row) => void setRetired(row, true),
                  onRestore: (row) => void setRetired(row, false),
                  onDelete: setDeleting,
                }
              : undefined
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`${label}の削除`}
        confirmLabel="削除"
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `「${deleting.name}」を削除します。よろしいですか？` : ""}
      </ConfirmDialog>
      <ConfirmDialog
        open={refused !== null}
        title="削除できません"
        confirmLabel={refused?.row.retired ? "閉じる" : "廃止にする"}
        cancelLabel={refused?.row.retired ? null : "閉じる"}
        onConfirm={() => {
          const row = refused?.row;
          setRefused(null);
          if (row && !row.retired) void setRetired(row, true);
        }}
        onCancel={() => setRefused(null)}
      >
        {refused ? `「${refused.row.name}」は${refused.message}` : ""}
      </ConfirmDialog>
    </Section>
  );
}
