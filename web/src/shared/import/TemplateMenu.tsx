import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from "@fluentui/react-components";
import { ArrowDownload20Regular } from "@fluentui/react-icons";
import { saveBlob } from "../files/download";
import type { ImportColumn } from "./columns";
import { templateBytes, type TemplateEncoding } from "./template";

/** 「テンプレートをダウンロード」 → the import's template in UTF-8 (BOM) or Shift_JIS. */
export function TemplateMenu({
  columns,
  fileName,
}: {
  columns: readonly ImportColumn[];
  fileName: string;
}) {
  const download = (encoding: TemplateEncoding) =>
    saveBlob(
      new Blob([templateBytes(columns, encoding) as BlobPart], { type: "text/csv" }),
      fileName,
    );
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownload20Regular />}>テンプレートをダウンロード</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => download("utf-8-bom")}>テンプレート（UTF-8 BOM付き）</MenuItem>
          <MenuItem onClick={() => download("shift_jis")}>テンプレート（Shift_JIS）</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
