// /basis/construction-entries: the work items of a construction.
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { refuseChildWrite } from "./workflow";
import { badRequest } from "../platform/errors";
import { allowedEntryItems, entryItems, workTypeDefaults } from "../projects/domain";
import {
  IntList,
  intFilter,
  N,
  Opt,
  Ref,
  registerResource,
  FieldText,
  TextCode,
} from "../platform/resource";
import { constructionEntries } from "./tables";
import { constructionParent, visibleConstruction } from "./resource";
import { constructionEntryFields } from "@cfx/domain/fields/constructions";

export function registerConstructionEntries(app: FastifyInstance) {
  registerResource(app, {
    path: "/basis/construction-entries",
    tag: "constructions",
    label: "工事明細",
    description:
      "工事明細。品目は工事種別の組み合わせ（放送: V-ONU交換、通信: R-ONU交換、放送+通信: R-ONU交換/V-ONU交換、引込線撤去: 撤去）から。",
    table: constructionEntries,
    fields: {
      constructionId: Type.Integer({ description: "工事ID" }),
      item: TextCode(entryItems, "品目"),
      removedDeviceModelId: N(Type.Integer({ description: "撤去機器の型番ID" })),
      removedSerial: N(Type.String({ description: "撤去機器の製造番号" })),
      installedDeviceModelId: N(Type.Integer({ description: "設置機器の型番ID" })),
      installedSerial: N(Type.String({ description: "設置機器の製造番号" })),
      quantity: Type.Integer({ description: "数量" }),
      notes: N(Type.String({ description: "備考" })),
    },
    create: Type.Object({
      constructionId: Ref("工事ID"),
      item: Type.Optional(TextCode(entryItems, "品目（省略時は工事種別の既定品目）")),
      removedDeviceModelId: Opt(Ref("撤去機器の型番ID")),
      removedSerial: Opt(FieldText(constructionEntryFields.removedSerial, "撤去機器の製造番号")),
      installedDeviceModelId: Opt(Ref("設置機器の型番ID")),
      installedSerial: Opt(
        FieldText(constructionEntryFields.installedSerial, "設置機器の製造番号"),
      ),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: "数量" })),
      notes: Opt(FieldText(constructionEntryFields.notes)),
    }),
    filters: { constructionId: Type.Optional(IntList("工事ID")) },
    where: (q) => [intFilter(constructionEntries.constructionId, q.constructionId)],
    sortable: { id: constructionEntries.id },
    writeFlag: "constructionEdit",
    parents: [constructionParent],
    prepare: async (v, { tx, request, before }) => {
      const construction = await visibleConstruction(
        tx,
        v.constructionId ?? before?.constructionId,
        request,
      );
      refuseChildWrite(construction, "明細");
      const d = workTypeDefaults[construction.workType as 1 | 2 | 3 | 4];
      if (!before) v.item ??= d.label;
      if (v.item !== undefined && !allowedEntryItems(construction.workType).includes(v.item))
        throw badRequest({
          item: [
            `この工事種別の品目は ${allowedEntryItems(construction.workType).join("・")} です`,
          ],
        });
      for (const f of ["removedSerial", "installedSerial"])
        if (typeof v[f] === "string") v[f] = v[f].normalize("NFKC").trim() || null;
      return v;
    },
  });
}
