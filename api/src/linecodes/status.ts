// The drop line's workflow on every hand write (the edit screen, the CSV import).
import { checkHandEdge, lineCodeWorkflow } from "@cfx/domain/workflows";
import { badRequest } from "../platform/errors";
import type { Row } from "../platform/crud";
import type { Values } from "../platform/resource";
import type { lineCodes } from "./tables";

/**
 * 使用中 → 撤去予定 → 撤去済 (docs/DOMAIN.md): a line is registered in use or to be removed; 撤去済 by
 * hand needs the removal's date, and a removed line keeps its removal.
 */
export function checkLineStatus(
  v: Values,
  before: Pick<Row<typeof lineCodes>, "status" | "removedAt" | "constructionId"> | undefined,
) {
  if (!before) {
    if (v.status === "撤去済")
      throw badRequest({ status: ["撤去済の引込線は登録できません。撤去予定で登録してください"] });
    if (v.removedAt)
      throw badRequest({ removedAt: ["撤去日時は撤去済にするときに入力してください"] });
    return;
  }
  const from = before.status;
  const to = typeof v.status === "string" ? v.status : from;
  const refusal = checkHandEdge(lineCodeWorkflow, from, to);
  if (refusal) throw badRequest({ status: [refusal] });
  if (from === "撤去済") {
    const field = (["removedAt", "constructionId"] as const).find(
      (f) => v[f] !== undefined && String(v[f]) !== String(before[f]),
    );
    if (field) throw badRequest({ [field]: ["撤去済の引込線の撤去記録は変更できません"] });
  } else if (to === "撤去済" && !v.removedAt)
    throw badRequest({ removedAt: ["撤去済にするには撤去日時を入力してください"] });
  else if (to !== "撤去済" && v.removedAt)
    throw badRequest({ removedAt: ["撤去日時は撤去済にするときに入力してください"] });
}
