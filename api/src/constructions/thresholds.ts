// 測定しきい値: the master of accepted optical power per measured point and wavelength
// (docs/DOMAIN.md "Measurement judgement"), served and edited at /pair/measurement-thresholds with
// masterManage. A measurement copies the bounds of its row and is judged against them.
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Executor } from "../db/client";
import { badRequest } from "../platform/errors";
import { codeFilter, registerResource, TextCode, type Values } from "../platform/resource";
import { measurementPoints, wavelengths } from "./domain";
import { measurementThresholds } from "./tables";

const Wavelength = Type.Integer({
  enum: [...wavelengths],
  description: "波長（nm）: 1310 / 1490 / 1550",
  "x-message": "選択肢の中から選んでください",
});
const Dbm = (description: string) =>
  Type.Number({ minimum: -70, maximum: 30, description: `${description}（dBm、小数2桁）` });

export type Threshold = { min: number; max: number };

/** The live row for `point` at `wavelengthNm`, or undefined (the reading cannot be judged). */
export async function thresholdOf(
  ex: Executor,
  point: string,
  wavelengthNm: number,
): Promise<Threshold | undefined> {
  const [row] = await ex
    .select({ min: measurementThresholds.minDbm, max: measurementThresholds.maxDbm })
    .from(measurementThresholds)
    .where(
      and(
        eq(measurementThresholds.point, point),
        eq(measurementThresholds.wavelengthNm, wavelengthNm),
        isNull(measurementThresholds.deletedAt),
      ),
    );
  return row ? { min: Number(row.min), max: Number(row.max) } : undefined;
}

export function registerThresholds(app: FastifyInstance) {
  registerResource(app, {
    path: "/pair/measurement-thresholds",
    tag: "masters",
    label: "測定しきい値",
    description:
      "測定点と波長ごとの合格範囲（下限・上限を含む）。測定はこの表の測定点・波長の行で判定し、行がなければ登録できない。",
    table: measurementThresholds,
    numeric: ["minDbm", "maxDbm"],
    fields: {
      point: TextCode(measurementPoints, "測定点"),
      wavelengthNm: Type.Integer({ description: "波長（nm）" }),
      minDbm: Type.Number({ description: "下限（dBm）" }),
      maxDbm: Type.Number({ description: "上限（dBm）" }),
    },
    create: Type.Object({
      point: TextCode(measurementPoints, "測定点"),
      wavelengthNm: Wavelength,
      minDbm: Dbm("下限"),
      maxDbm: Dbm("上限"),
    }),
    filters: {
      point: Type.Optional(TextCode(measurementPoints, "測定点")),
    },
    where: (q) => [codeFilter(measurementThresholds.point, q.point)],
    sortable: {
      id: measurementThresholds.id,
      point: measurementThresholds.point,
      wavelengthNm: measurementThresholds.wavelengthNm,
    },
    defaultSort: "id",
    writeFlag: "masterManage",
    prepare: (v: Values, { before }) => {
      const min = Number(v.minDbm ?? before?.minDbm);
      const max = Number(v.maxDbm ?? before?.maxDbm);
      if (min > max) throw badRequest({ maxDbm: ["上限は下限以上の値を入力してください"] });
      for (const f of ["minDbm", "maxDbm"]) if (v[f] !== undefined) v[f] = Number(v[f]).toFixed(2);
      return v;
    },
  });
}
