import { getFragmentData, type FragmentType } from "@/gql";
import type { DocumentSettingsPage_GeneratedFileFragment as GeneratedFile } from "@/gql/graphql";
import { AttachmentDownloadButton } from "@/shared/files/AttachmentDownloadButton";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { formatBytes } from "@/shared/list/ExportButton";
import { DocumentSettingsPage_GeneratedFileFragment } from "./queries";
import { listLabel } from "@cfx/domain/fields/define";
import { attachmentFields as f } from "@cfx/domain/fields/attachments";

const columns = columnsOf<GeneratedFile>()([
  { id: "type", label: "帳票", value: (a) => a.documentTypeLabel ?? "—", width: "11rem" },
  { id: "file", label: listLabel(f.fileName), value: (a) => a.fileName },
  { id: "size", label: listLabel(f.size), value: (a) => formatBytes(a.size), width: "5.5rem" },
  { id: "created", label: "作成日時", value: (a) => formatDateTime(a.createdAt), width: "10rem" },
  {
    id: "download",
    label: "操作",
    value: () => "ダウンロード",
    cell: (a) => <AttachmentDownloadButton file={a} />,
    width: "9rem",
  },
]);

/** The files 帳票を作成 just stored, in the order asked, each downloadable at once. */
export function GeneratedFiles({
  files,
}: {
  files: readonly FragmentType<typeof DocumentSettingsPage_GeneratedFileFragment>[];
}) {
  const rows = getFragmentData(DocumentSettingsPage_GeneratedFileFragment, files);
  return (
    <DataTable
      label="作成した帳票"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      emptyText="作成した帳票はありません"
    />
  );
}
