import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { ArrowDownload20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useInformationActions } from "../information";
import { DownloadError, downloadFile } from "../files/download";
import { GENERIC_ERROR_MESSAGE } from "../result-alert";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    justifyContent: "flex-end",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
});

export type CsvEncoding = "utf-8" | "cp932";

/** `/export/users.csv?name=…&encoding=cp932`: the gateway's download of a list's whole result. */
export function exportUrl(name: string, search: string, encoding: CsvEncoding): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  params.delete("page");
  params.delete("pageSize");
  params.set("encoding", encoding);
  return `/export/${encodeURIComponent(name)}.csv?${params.toString()}`;
}

/** `1.2 MB` / `340 KB`: how much has come so far. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface ExportButtonProps {
  /** The API export (`users` → /export/users.csv). */
  name: string;
  /** The list's query string (filters and sort of what is on screen). */
  search: string;
  /** Names the menu for screen readers, e.g. ユーザー一覧. */
  label: string;
}

/**
 * CSV出力: the list's whole filtered result (not the page) as CSV in UTF-8 (with BOM, for Excel)
 * or Shift_JIS. Shows how much has arrived while it downloads; a refusal raises the alert.
 */
export function ExportButton({ name, search, label }: ExportButtonProps) {
  const styles = useStyles();
  const { openAlert } = useInformationActions();
  const [received, setReceived] = useState<number | undefined>(undefined);
  const busy = received !== undefined;

  const run = async (encoding: CsvEncoding) => {
    setReceived(0);
    try {
      await downloadFile(exportUrl(name, search, encoding), {
        fallbackName: `${label}.csv`,
        onProgress: setReceived,
      });
    } catch (error) {
      openAlert("error", error instanceof DownloadError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setReceived(undefined);
    }
  };

  return (
    <div className={styles.bar}>
      {busy && (
        <Spinner
          size="tiny"
          role="status"
          label={`CSVを出力中…${received ? ` ${formatBytes(received)}` : ""}`}
        />
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            icon={<ArrowDownload20Regular />}
            disabled={busy}
            aria-label={`${label}をCSV出力`}
          >
            CSV出力
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => void run("utf-8")}>CSV（UTF-8）</MenuItem>
            <MenuItem onClick={() => void run("cp932")}>CSV（Shift_JIS）</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
