import { Button } from "@fluentui/react-components";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { useState } from "react";
import { getFragmentData, type FragmentType } from "@/gql";
import { formatDateTime } from "@/shared/format";
import { DataTable } from "@/shared/list/DataTable";
import { columnsOf } from "@/shared/list/columns";
import { Section } from "@/shared/record/Section";
import { ExternalSourceRun_RunFragment } from "../run/run-fragment";
import { RunErrorTable } from "../run/RunErrorTable";
import { RunStatusBadge } from "../RunStatusBadge";
import { listLabel } from "@cfx/domain/fields/define";
import { externalSourceDetailFields as f } from "@cfx/domain/fields/external-sources";

type Run = ResultOf<typeof ExternalSourceRun_RunFragment>;

/** The runs of a source, newest first (read-only); choosing one shows its row errors below. */
export function RunHistory({
  runs,
  fieldLabels,
}: {
  runs: readonly FragmentType<typeof ExternalSourceRun_RunFragment>[];
  fieldLabels: Readonly<Record<string, string>>;
}) {
  const rows = getFragmentData(ExternalSourceRun_RunFragment, runs);
  const [openId, setOpenId] = useState<string | undefined>();
  const open = rows.find((r) => r.id === openId);

  const columns = columnsOf<Run>()([
    {
      id: "startedAt",
      label: listLabel(f.startedAt),
      value: (r) => formatDateTime(r.startedAt),
      width: "11rem",
    },
    {
      id: "finishedAt",
      label: listLabel(f.finishedAt),
      value: (r) => (r.finishedAt ? formatDateTime(r.finishedAt) : "—"),
      width: "11rem",
    },
    {
      id: "status",
      label: listLabel(f.status),
      value: (r) => r.status,
      cell: (r) => <RunStatusBadge status={r.status} />,
      width: "6rem",
    },
    {
      id: "total",
      label: listLabel(f.rowsTotal),
      value: (r) => String(r.rowsTotal),
      width: "5rem",
    },
    {
      id: "created",
      label: listLabel(f.rowsCreated),
      value: (r) => String(r.rowsCreated),
      width: "5rem",
    },
    {
      id: "updated",
      label: listLabel(f.rowsUpdated),
      value: (r) => String(r.rowsUpdated),
      width: "5rem",
    },
    {
      id: "failed",
      label: listLabel(f.rowsFailed),
      value: (r) => String(r.rowsFailed),
      width: "5rem",
    },
    {
      id: "errors",
      label: "エラー詳細",
      value: (r) => `${r.errors.length}件`,
      cell: (r) =>
        r.errors.length === 0 ? (
          "なし"
        ) : (
          <Button
            size="small"
            aria-expanded={openId === r.id}
            onClick={() => setOpenId(openId === r.id ? undefined : r.id)}
          >
            {openId === r.id ? "閉じる" : `表示（${r.errors.length}件）`}
          </Button>
        ),
    },
  ]);

  return (
    <Section title="実行履歴">
      <DataTable
        label="実行履歴"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        emptyText="まだ実行されていません"
      />
      {open ? (
        <RunErrorTable
          label={`${formatDateTime(open.startedAt)} の実行のエラー`}
          errors={open.errors}
          fieldLabels={fieldLabels}
        />
      ) : null}
    </Section>
  );
}
