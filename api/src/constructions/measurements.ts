// /basis/measurements: a construction's optical power readings, judged against the thresholds.
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { thresholdOf } from "./thresholds";
import { badRequest } from "../platform/errors";
import { Timestamp } from "../platform/schemas";
import {
  codeFilter,
  IntList,
  intFilter,
  N,
  Opt,
  Ref,
  registerResource,
  TextCode,
} from "../platform/resource";
import { CN, hundredthsText, judge, judgements, measurementPoints, wavelengths } from "./domain";
import { measurements } from "./tables";
import { constructionParent, visibleConstruction } from "./resource";

export function registerMeasurements(app: FastifyInstance) {
  registerResource(app, {
    path: "/basis/measurements",
    tag: "constructions",
    label: "測定",
    description:
      "光パワー測定。しきい値は測定時に測定しきい値マスター（/pair/measurement-thresholds）の測定点・波長の行から複写し、判定（合格/不合格、境界値は合格）はサーバーが計算する。行がない測定点・波長は登録できない。日程確定・施工中の工事にだけ登録できる。",
    table: measurements,
    numeric: ["powerDbm", "thresholdMin", "thresholdMax"],
    fields: {
      constructionId: Type.Integer({ description: "工事ID" }),
      point: TextCode(measurementPoints, "測定点"),
      wavelengthNm: Type.Integer({ description: "波長（nm）" }),
      powerDbm: Type.Number({ description: "光パワー（dBm、小数2桁）" }),
      thresholdMin: N(Type.Number({ description: "しきい値下限（dBm、測定時に複写）" })),
      thresholdMax: N(Type.Number({ description: "しきい値上限（dBm、測定時に複写）" })),
      judgement: N(TextCode(judgements, "判定（計算値）")),
      measuredAt: Type.String({ format: "date-time", description: "測定日時" }),
      measuredBy: N(Type.Integer({ description: "測定者ユーザーID" })),
    },
    create: Type.Object({
      constructionId: Ref("工事ID"),
      point: TextCode(measurementPoints, "測定点"),
      wavelengthNm: Type.Integer({
        enum: [...wavelengths],
        description: "波長（nm）: 1310 / 1490 / 1550",
        "x-message": "選択肢の中から選んでください",
      }),
      powerDbm: Type.Number({ minimum: -70, maximum: 30, description: "光パワー（dBm）" }),
      measuredAt: Type.Optional(Timestamp),
      measuredBy: Opt(Ref("測定者ユーザーID（省略時は操作者）")),
    }),
    filters: {
      constructionId: Type.Optional(IntList("工事ID")),
      judgement: Type.Optional(TextCode(judgements, "判定")),
    },
    where: (q) => [
      intFilter(measurements.constructionId, q.constructionId),
      codeFilter(measurements.judgement, q.judgement),
    ],
    sortable: { id: measurements.id, measuredAt: measurements.measuredAt },
    writeFlag: "constructionEdit",
    parents: [constructionParent],
    prepare: async (v, { tx, request, before }) => {
      const construction = await visibleConstruction(
        tx,
        v.constructionId ?? before?.constructionId,
        request,
      );
      if (construction.status !== CN.scheduled && construction.status !== CN.working)
        throw badRequest({ constructionId: ["測定は日程確定・施工中の工事にだけ登録できます"] });
      if (typeof v.measuredAt === "string") v.measuredAt = new Date(v.measuredAt);
      if (!before) {
        v.measuredAt ??= new Date();
        v.measuredBy ??= request.user.id;
      }
      const wl = v.wavelengthNm ?? before?.wavelengthNm;
      const point = v.point ?? before?.point;
      const power = Number(v.powerDbm ?? before?.powerDbm);
      // The create schema requires both; without one there is no threshold to judge by.
      const th = wl !== undefined && point !== undefined && (await thresholdOf(tx, point, wl));
      if (!th)
        throw badRequest({
          wavelengthNm: [`${point}の${wl}nmのしきい値が登録されていないため判定できません`],
        });
      // Rounded once; the judgement is that of the stored value (2.005 → 2.01, judged as 2.01).
      v.powerDbm = hundredthsText(power);
      v.thresholdMin = th.min.toFixed(2);
      v.thresholdMax = th.max.toFixed(2);
      v.judgement = judge(Number(v.powerDbm), th.min, th.max);
      return v;
    },
  });
}
