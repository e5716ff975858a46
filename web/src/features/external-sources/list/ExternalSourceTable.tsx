import { makeStyles, tokens } from "@fluentui/react-components";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { ExternalSourceSortField } from "@/gql/graphql";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { RunStatusBadge } from "../RunStatusBadge";
import { encodingText, targetEntityLabel } from "../source-labels";
import { listLabel } from "@cfx/domain/fields/define";
import { externalSourceFields as f } from "@cfx/domain/fields/external-sources";

export const ExternalSourceTable_SourceFragment = graphql(`
  fragment ExternalSourceTable_Source on ExternalSource {
    id
    name
    kind
    encoding
    targetEntity
    enabled
    lastRunAt
    lastStatus
  }
`);

export type ExternalSourceRow = ResultOf<typeof ExternalSourceTable_SourceFragment>;

const useStyles = makeStyles({
  lastRun: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
});

function LastRun({ source }: { source: ExternalSourceRow }) {
  const styles = useStyles();
  if (!source.lastRunAt) return <>未実行</>;
  return (
    <span className={styles.lastRun}>
      {formatDateTime(source.lastRunAt)}
      <RunStatusBadge status={source.lastStatus} />
    </span>
  );
}

const lastRunText = (s: ExternalSourceRow) =>
  s.lastRunAt ? `${formatDateTime(s.lastRunAt)} ${s.lastStatus ?? ""}`.trim() : "未実行";

/** The columns of 外部連携一覧: the name leads to the source's settings and runs. */
export const externalSourceColumns = columnsOf<ExternalSourceRow, ExternalSourceSortField>()([
  { id: "name", label: listLabel(f.name), value: (s) => s.name, sort: "NAME", primary: true },
  { id: "kind", label: listLabel(f.kind), value: (s) => s.kind, width: "9rem", overflow: "nowrap" },
  {
    id: "targetEntity",
    label: listLabel(f.targetEntity),
    value: (s) => targetEntityLabel(s.targetEntity),
    width: "7rem",
  },
  {
    id: "encoding",
    label: listLabel(f.encoding),
    value: encodingText,
    width: "7rem",
    overflow: "nowrap",
  },
  {
    id: "enabled",
    label: listLabel(f.enabled),
    value: (s) => (s.enabled ? "有効" : "無効"),
    width: "5rem",
    overflow: "nowrap",
  },
  {
    id: "lastRun",
    label: "最終実行",
    value: lastRunText,
    cell: (s) => <LastRun source={s} />,
    sort: "LAST_RUN_AT",
    width: "15rem",
  },
]);
