import { Button, makeStyles } from "@fluentui/react-components";
import { ArrowDownload16Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useInformationActions } from "../../../app/information";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import type { NegotiationEditDocuments_AttachmentFragment as Attachment } from "../../../gql/graphql";
import { attachmentUrl, DownloadError, downloadFile } from "../../../shared/files/download";
import { formatDateTime } from "../../../shared/format";
import { columnsOf } from "../../../shared/list/columns";
import { DataTable } from "../../../shared/list/DataTable";
import { formatBytes } from "../../../shared/list/ExportButton";
import { GENERIC_ERROR_MESSAGE } from "../../../shared/result-alert";

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

const useStyles = makeStyles({ busy: { minWidth: "7rem" } });

/** ダウンロード of one stored file: fetched with the session's token, saved under its own name. */
function DownloadButton({ file }: { file: Attachment }) {
  const styles = useStyles();
  const { openAlert } = useInformationActions();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(attachmentUrl(file.id), { fallbackName: file.fileName });
    } catch (error) {
      openAlert("error", error instanceof DownloadError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      className={styles.busy}
      icon={<ArrowDownload16Regular />}
      disabled={busy}
      aria-label={`${file.fileName}をダウンロード`}
      onClick={() => void run()}
    >
      {busy ? "取得中…" : "ダウンロード"}
    </Button>
  );
}

const columns = columnsOf<Attachment>()([
  {
    id: "type",
    label: "帳票",
    value: (a) => a.documentTypeLabel ?? (a.kind === "photo" ? "写真" : "その他"),
    width: "12rem",
  },
  { id: "file", label: "ファイル名", value: (a) => a.fileName },
  { id: "size", label: "サイズ", value: (a) => formatBytes(a.size), width: "6rem" },
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
    cell: (a) => <DownloadButton file={a} />,
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
