import { formatDateTime } from "@/shared/format";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid, type Fact } from "@/shared/record/FactsGrid";
import { constructionEditPath } from "../../constructions/paths";
import { targetDetailEditPath, targetEditPath } from "../../targets/paths";

export interface LineCodeFactsSource {
  lineCode: string;
  status: string;
  target?: { id: string; code: string; name: string } | null;
  targetDetail?: { id: string; code: string; roomNumber?: string | null } | null;
  construction?: { id: string; code: string } | null;
  removedAt?: string | null;
  poleNumber?: string | null;
  poleOwner?: string | null;
  cableType?: string | null;
  lineKind?: string | null;
  removalConsentAt?: string | null;
  notes?: string | null;
}

/**
 * What the line feeds and where it stands, with links to its target, unit and removal
 * construction: the head of the edit form and of the read-only view.
 */
export function LineCodeFacts({ line }: { line: LineCodeFactsSource }) {
  const items: Fact[] = [
    {
      label: "対象物件",
      value: line.target ? (
        <AppLink href={targetEditPath(line.target.id)}>
          {`${line.target.code} ${line.target.name}`}
        </AppLink>
      ) : (
        "—"
      ),
    },
    {
      label: "住戸",
      value: line.targetDetail ? (
        <AppLink href={targetDetailEditPath(line.targetDetail.id)}>
          {[line.targetDetail.code, line.targetDetail.roomNumber].filter(Boolean).join(" ")}
        </AppLink>
      ) : (
        "物件全体"
      ),
    },
    { label: "状態", value: line.status },
    {
      label: "撤去工事",
      value: line.construction ? (
        <AppLink href={constructionEditPath(line.construction.id)}>
          {line.construction.code}
        </AppLink>
      ) : (
        "—"
      ),
    },
    ...(line.removedAt ? [{ label: "撤去日時", value: formatDateTime(line.removedAt) }] : []),
  ];
  return <FactsGrid label="引込線の概要" items={items} />;
}

/** The editable values as text: the read-only view of someone without 引込線登録. */
export const lineCodeValueFacts = (line: LineCodeFactsSource): Fact[] => [
  { label: "引込線コード", value: line.lineCode },
  { label: "電柱番号", value: line.poleNumber },
  { label: "電柱所有者", value: line.poleOwner },
  { label: "ケーブル種別", value: line.cableType },
  { label: "回線種別", value: line.lineKind },
  { label: "撤去承諾日時", value: formatDateTime(line.removalConsentAt) },
  { label: "備考", value: line.notes },
];
