import { DuplicateNotice } from "@/shared/form/DuplicateNotice";
import { targetEditPath } from "../paths";
import type { DuplicateTarget } from "./useDuplicateCheck";

/** Other targets already stand at this address or carry this pole number: the kit's notice. */
export function DuplicateWarning({ targets }: { targets: readonly DuplicateTarget[] }) {
  return (
    <DuplicateNotice
      title="同じ住所または電柱番号の対象物件があります"
      items={targets.map((t) => ({
        id: t.id,
        href: targetEditPath(t.id),
        label: `${t.code} ${t.name}`,
        detail: t.address ? `（${t.address}）` : "",
      }))}
    />
  );
}
