// /basis/line-codes: 引込線 (drop line) records. The spec lists no path constant for them, so this
// path is ours: named like the other /basis/<entity> paths (kebab-case plural).
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { Type } from "typebox";
import {
  checkHandEdge,
  handTargets,
  lineCodeTransitions,
  lineCodeWorkflow,
} from "@cfx/domain/workflows";
import { hasFlag } from "../auth/hooks";
import { badRequest } from "../platform/errors";
import { normalizeCode } from "../platform/normalize";
import { Timestamp } from "../platform/schemas";
import {
  IntList,
  intFilter,
  N,
  Opt,
  Ref,
  registerResource,
  Text,
  TextCode,
  textFilter,
  type Values,
} from "../platform/resource";
import { cableTypes, lineCodeStatuses, lineCodes, lineKinds } from "./tables";

/**
 * 使用中 → 撤去予定 → 撤去済 (DOMAIN.md): a line is registered in use or to be removed; 撤去済 by
 * hand needs the removal's date, and a removed line keeps its removal.
 */
function checkLineStatus(v: Values, before: Values | undefined) {
  if (!before) {
    if (v.status === "撤去済")
      throw badRequest({ status: ["撤去済の引込線は登録できません。撤去予定で登録してください"] });
    if (v.removedAt)
      throw badRequest({ removedAt: ["撤去日時は撤去済にするときに入力してください"] });
    return;
  }
  const from = before.status as string;
  const to = (v.status ?? from) as string;
  const refusal = checkHandEdge(lineCodeWorkflow, from, to);
  if (refusal) throw badRequest({ status: [refusal] });
  if (from === "撤去済") {
    const field = ["removedAt", "constructionId"].find(
      (f) => v[f] !== undefined && String(v[f]) !== String(before[f]),
    );
    if (field) throw badRequest({ [field]: ["撤去済の引込線の撤去記録は変更できません"] });
  } else if (to === "撤去済" && !v.removedAt)
    throw badRequest({ removedAt: ["撤去済にするには撤去日時を入力してください"] });
  else if (to !== "撤去済" && v.removedAt)
    throw badRequest({ removedAt: ["撤去日時は撤去済にするときに入力してください"] });
}

export default async function linecodesRoutes(app: FastifyInstance) {
  registerResource(app, {
    path: "/basis/line-codes",
    tag: "linecodes",
    label: "引込線",
    description:
      "引込線（ドロップ線）。引込線コードは一意。引込線撤去の工事が完了すると撤去済になり撤去日時が入る。",
    table: lineCodes,
    fields: {
      lineCode: Type.String({ description: "引込線コード（一意）" }),
      targetId: N(Type.Integer({ description: "対象物件ID" })),
      targetDetailId: N(Type.Integer({ description: "対象詳細ID" })),
      poleNumber: N(Type.String({ description: "電柱番号（例: 森ケ崎 190）" })),
      poleOwner: N(Type.String({ description: "電柱所有者" })),
      cableType: N(TextCode(cableTypes, "ケーブル種別")),
      lineKind: N(TextCode(lineKinds, "回線種別")),
      status: TextCode(lineCodeStatuses, "状態"),
      removalConsentAt: N(Type.String({ format: "date-time", description: "撤去承諾日時" })),
      removedAt: N(Type.String({ format: "date-time", description: "撤去日時" })),
      constructionId: N(Type.Integer({ description: "撤去した工事ID" })),
      notes: N(Type.String({ description: "備考" })),
      allowedStatuses: Type.Array(TextCode(lineCodeStatuses, "状態"), {
        description: "この利用者が変更できる状態（使用中 → 撤去予定 → 撤去済）",
      }),
      can: Type.Object(
        { delete: Type.Boolean({ description: "削除できる" }) },
        { description: "この利用者ができる操作" },
      ),
    },
    create: Type.Object({
      lineCode: Type.String({
        minLength: 1,
        maxLength: 50,
        pattern: "\\S",
        "x-message": "必須項目です",
        description: "引込線コード（一意）",
      }),
      targetId: Opt(Ref("対象物件ID")),
      targetDetailId: Opt(Ref("対象詳細ID")),
      poleNumber: Opt(Text(50, "電柱番号")),
      poleOwner: Opt(Text(100, "電柱所有者")),
      cableType: Opt(TextCode(cableTypes, "ケーブル種別")),
      lineKind: Opt(TextCode(lineKinds, "回線種別")),
      status: Type.Optional(TextCode(lineCodeStatuses, "状態")),
      removalConsentAt: Opt(Timestamp),
      removedAt: Opt(Timestamp),
      constructionId: Opt(Ref("撤去した工事ID")),
      notes: Opt(Text(2000, "備考")),
    }),
    filters: {
      lineCode: Type.Optional(Type.String({ description: "引込線コードの部分一致" })),
      targetId: Type.Optional(IntList("対象物件ID")),
      status: Type.Optional(TextCode(lineCodeStatuses, "状態")),
      poleNumber: Type.Optional(Type.String({ description: "電柱番号の部分一致" })),
      constructionId: Type.Optional(IntList("工事ID")),
    },
    where: (q) => [
      textFilter(lineCodes.lineCode, q.lineCode ? normalizeCode(String(q.lineCode)) : undefined),
      intFilter(lineCodes.targetId, q.targetId),
      q.status ? eq(lineCodes.status, q.status as string) : undefined,
      textFilter(
        lineCodes.poleNumber,
        q.poleNumber ? normalizeCode(String(q.poleNumber)) : undefined,
      ),
      intFilter(lineCodes.constructionId, q.constructionId),
    ],
    sortable: {
      id: lineCodes.id,
      lineCode: lineCodes.lineCode,
      status: lineCodes.status,
      poleNumber: lineCodes.poleNumber,
      removedAt: lineCodes.removedAt,
      updatedAt: lineCodes.updatedAt,
    },
    writeFlag: "lineCodeEdit",
    decorate: async (records, { request }) => {
      const edit = hasFlag(request, "lineCodeEdit");
      for (const r of records) {
        r.allowedStatuses = edit ? handTargets(lineCodeTransitions, r.status as string) : [];
        r.can = { delete: edit };
      }
    },
    prepare: (v, { before }) => {
      for (const f of ["lineCode", "poleNumber"])
        if (typeof v[f] === "string") v[f] = normalizeCode(v[f] as string) || null;
      for (const f of ["removalConsentAt", "removedAt"])
        if (typeof v[f] === "string") v[f] = new Date(v[f] as string);
      if (v.lineCode === null) throw badRequest({ lineCode: ["必須項目です"] });
      checkLineStatus(v, before);
      return v;
    },
  });
}
