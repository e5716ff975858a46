import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from "@fluentui/react-components";
import { ArrowDownload20Regular } from "@fluentui/react-icons";
import type { TemplateEncoding } from "./template";

/** 「テンプレート」 → UTF-8 (BOM) or Shift_JIS. */
export function TemplateMenu({ onDownload }: { onDownload: (encoding: TemplateEncoding) => void }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownload20Regular />}>テンプレートをダウンロード</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onDownload("utf-8-bom")}>テンプレート（UTF-8 BOM付き）</MenuItem>
          <MenuItem onClick={() => onDownload("shift_jis")}>テンプレート（Shift_JIS）</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
