import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { NegotiationEditDocuments_AttachmentFragment as Attachment } from "@/gql/graphql";
import { AttachmentDownloadButton } from "@/shared/files/AttachmentDownloadButton";
import { attachmentTypeLabel } from "@/shared/files/attachment-kind";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { formatBytes } from "@/shared/list/ExportButton";
import { listLabel } from "@cfx/domain/fields/define";
import { attachmentFields as f } from "@cfx/domain/fields/attachments";

export const NegotiationEditDocuments_AttachmentFragment = graphql(`
  fragment NegotiationEditDocuments_Attachment on Attachment {
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
  }
`);

const columns = columnsOf<Attachment>()([
  { id: "type", label: "帳票", value: attachmentTypeLabel, width: "12rem" },
  { id: "file", label: listLabel(f.fileName), value: (a) => a.fileName },
  { id: "size", label: listLabel(f.size), value: (a) => formatBytes(a.size), width: "6rem" },
  {
    id: "created",
    label: "作成",
    value: (a) => `${formatDateTime(a.createdAt)} ${a.createdBy?.name ?? ""}`.trim(),
    width: "13rem",
  },
  {
    id: "download",
    label: "操作",
    value: () => "ダウンロード",
    cell: (a) => <AttachmentDownloadButton file={a} />,
    width: "9rem",
  },
]);

/** The documents issued for the negotiation, newest first, each one downloadable. */
export function DocumentList({
  attachments,
}: {
  attachments: readonly FragmentType<typeof NegotiationEditDocuments_AttachmentFragment>[];
}) {
  const rows = getFragmentData(NegotiationEditDocuments_AttachmentFragment, attachments);
  return (
    <DataTable
      label="帳票一覧"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      emptyText="発行した帳票はまだありません"
    />
  );
}
