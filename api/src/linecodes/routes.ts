// /basis/line-codes: 引込線 (drop line) records. The spec lists no path constant for them, so this
// path is ours: named like the other /basis/<entity> paths (kebab-case plural).
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { handTargets, lineCodeTransitions } from "@cfx/domain/workflows";
import { hasFlag } from "../auth/hooks";
import { partnerLineCodeScope } from "../constructions/partner-scope";
import { badRequest } from "../platform/errors";
import { checkLineStatus } from "./status";
import { normalizeCode } from "../platform/normalize";
import { Timestamp } from "../platform/schemas";
import {
  N,
  Opt,
  Ref,
  registerResource,
  FieldText,
  TextCode,
  type WritableResource,
} from "../platform/resource";
import { registerLineCodeExport } from "./exports";
import { lineCodeImportRoutes } from "./import-routes";
import { lineCodeFilters, lineCodeSortable, lineCodeWhere } from "./search";
import { cableTypes, lineCodeStatuses, lineCodes, lineKinds } from "./tables";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";

const lineCodeResource: WritableResource<typeof lineCodes> = {
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
    poleNumber: Opt(FieldText(lineCodeFields.poleNumber)),
    poleOwner: Opt(FieldText(lineCodeFields.poleOwner)),
    cableType: Opt(TextCode(cableTypes, "ケーブル種別")),
    lineKind: Opt(TextCode(lineKinds, "回線種別")),
    status: Type.Optional(TextCode(lineCodeStatuses, "状態")),
    removalConsentAt: Opt(Timestamp),
    removedAt: Opt(Timestamp),
    constructionId: Opt(Ref("撤去した工事ID")),
    notes: Opt(FieldText(lineCodeFields.notes)),
  }),
  filters: lineCodeFilters,
  where: (q) => lineCodeWhere(q),
  sortable: lineCodeSortable,
  writeFlag: "lineCodeEdit",
  // A partner's staff see the lines of their own work only (issue #36).
  scope: partnerLineCodeScope,
  decorate: async (records, { request }) => {
    const edit = hasFlag(request, "lineCodeEdit");
    for (const r of records) {
      r.allowedStatuses = edit ? handTargets(lineCodeTransitions, r.status) : [];
      r.can = { delete: edit };
    }
  },
  prepare: (v, { before }) => {
    for (const f of ["lineCode", "poleNumber"])
      if (typeof v[f] === "string") v[f] = normalizeCode(v[f]) || null;
    for (const f of ["removalConsentAt", "removedAt"])
      if (typeof v[f] === "string") v[f] = new Date(v[f]);
    if (v.lineCode === null) throw badRequest({ lineCode: ["必須項目です"] });
    checkLineStatus(v, before);
    return v;
  },
};

export default async function linecodesRoutes(app: FastifyInstance) {
  registerResource(app, lineCodeResource);
  registerLineCodeExport(app, lineCodeResource);
  await lineCodeImportRoutes(app);
}
