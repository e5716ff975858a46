import { makeStyles } from "@fluentui/react-components";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { AttachmentSortField } from "@/gql/graphql";
import { attachmentTypeLabel } from "@/shared/files/attachment-kind";
import { AttachmentDownloadButton } from "@/shared/files/AttachmentDownloadButton";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { formatBytes } from "@/shared/list/ExportButton";
import { TwoLines } from "@/shared/list/TwoLines";
import { AppLink } from "@/shared/record/AppLink";
import { negotiationEditPath } from "../../negotiations/paths";
import { matterEditPath } from "../../projects/paths";
import { targetEditPath } from "../../targets/paths";
import { listLabel } from "@cfx/domain/fields/define";
import { attachmentFields as f } from "@cfx/domain/fields/attachments";

export const DownloadPage_AttachmentFragment = graphql(`
  fragment DownloadPage_Attachment on Attachment {
    id
    kind
    documentTypeLabel
    fileName
    size
    createdAt
    createdBy {
      id
      name
    }
    negotiation {
      id
      code
    }
    matter {
      id
      code
    }
    target {
      id
      code
      name
    }
    customer {
      id
      name
    }
    project {
      id
      name
    }
  }
`);

export type DownloadRow = ResultOf<typeof DownloadPage_AttachmentFragment>;

// A code is one word: it never breaks at its hyphen (NE-⏎00000070) in a narrow column.
const useStyles = makeStyles({ code: { whiteSpace: "nowrap" } });

/** A link to a record by its display code. */
function CodeLink({ code, href }: { code: string; href: string }) {
  const styles = useStyles();
  return (
    <span className={styles.code}>
      <AppLink href={href}>{code}</AppLink>
    </span>
  );
}

/** A link to a record by its code, or nothing when the file has no such record. */
const codeLink = (record: { id: string; code: string } | null | undefined, path: string) =>
  record ? <CodeLink code={record.code} href={path} /> : null;

/**
 * The columns of 帳票一覧. Eleven facts do not fit 1,366 px side by side, so related ones share a
 * cell on two lines (交渉 over 案件, 顧客 over プロジェクト, 作成日時 over 作成者), the download is
 * an icon, and every code is a link to its record. Widths are shares of the table; ファイル名 and
 * 顧客 / プロジェクト share the rest.
 */
export const downloadColumns = columnsOf<DownloadRow, AttachmentSortField>()([
  // First: the row's checkbox is named after it (工事依頼書_….pdf を選択).
  { id: "fileName", label: listLabel(f.fileName), value: (a) => a.fileName, sort: "FILE_NAME" },
  {
    id: "type",
    label: "種別",
    value: attachmentTypeLabel,
    sort: "DOCUMENT_TYPE",
    width: "10%",
  },
  {
    id: "negotiation",
    label: "交渉 / 案件",
    value: (a) => [a.negotiation?.code, a.matter?.code].filter(Boolean).join(" "),
    cell: (a) => (
      <TwoLines
        main={a.negotiation ? codeLink(a.negotiation, negotiationEditPath(a.negotiation.id)) : "—"}
        sub={a.matter ? codeLink(a.matter, matterEditPath(a.matter.id)) : undefined}
      />
    ),
    width: "9%",
  },
  {
    id: "target",
    label: "対象物件",
    value: (a) => [a.target?.code, a.target?.name].filter(Boolean).join(" "),
    cell: (a) =>
      a.target ? (
        <TwoLines main={codeLink(a.target, targetEditPath(a.target.id))} sub={a.target.name} />
      ) : null,
    width: "11%",
  },
  {
    id: "customer",
    label: "顧客 / プロジェクト",
    value: (a) => [a.customer?.name, a.project?.name].filter(Boolean).join(" "),
    cell: (a) => <TwoLines main={a.customer?.name ?? "—"} sub={a.project?.name} />,
  },
  {
    id: "created",
    label: "作成日時 / 作成者",
    value: (a) => [formatDateTime(a.createdAt), a.createdBy?.name].filter(Boolean).join(" "),
    cell: (a) => <TwoLines main={formatDateTime(a.createdAt)} sub={a.createdBy?.name} />,
    sort: "CREATED_AT",
    width: "12.5%",
  },
  { id: "id", label: "No.", value: (a) => a.id, sort: "ID", width: "4.5%", overflow: "nowrap" },
  {
    id: "size",
    label: listLabel(f.size),
    value: (a) => formatBytes(a.size),
    width: "5.5%",
    overflow: "nowrap",
  },
  {
    id: "download",
    label: "操作",
    value: () => "ダウンロード",
    cell: (a) => <AttachmentDownloadButton file={a} compact />,
    width: "5.5%",
  },
]);
