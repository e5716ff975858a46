import { AppLink } from "@/shared/record/AppLink";
import type { Fact } from "@/shared/record/FactsGrid";
import { targetDetailEditPath } from "../../targets/paths";

/** 交渉相手 of a negotiation for a FactsGrid: name (kana)・type, linked to their unit; or 未設定. */
export function counterpartFact(
  c:
    | { name: string; nameKana?: string | null; customerTypeLabel: string; targetDetailId: string }
    | null
    | undefined,
): Fact {
  return {
    label: "交渉相手",
    value: c ? (
      <AppLink href={targetDetailEditPath(c.targetDetailId)}>
        {`${c.name}${c.nameKana ? `（${c.nameKana}）` : ""}・${c.customerTypeLabel}`}
      </AppLink>
    ) : (
      "未設定"
    ),
  };
}
