import { shortAddress } from "@/shared/format";
import type { Column } from "@/shared/list/columns";
import { TwoLines } from "@/shared/list/TwoLines";

interface TargetFacts {
  code: string;
  name: string;
  city?: string | null;
  town?: string | null;
  street?: string | null;
}

/**
 * 対象物件 of a matter list: code and name over a short address (プロジェクト詳細 and 一括交渉指示 show
 * the same column).
 */
export function matterTargetColumn<
  Row extends { target?: TargetFacts | null },
  S extends string,
>(): Column<Row, S> {
  return {
    id: "target",
    label: "対象物件",
    value: (m) =>
      [m.target?.code, m.target?.name, shortAddress(m.target)].filter(Boolean).join(" "),
    cell: (m) =>
      m.target ? (
        <TwoLines main={`${m.target.code} ${m.target.name}`} sub={shortAddress(m.target)} />
      ) : null,
  };
}
