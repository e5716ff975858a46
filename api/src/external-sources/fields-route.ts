// /external-sources/fields: what a source can fill (the mapping's choices).
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { errorResponses } from "../platform/schemas";
import { TextCode } from "../platform/resource";
import { fieldsCatalogue } from "./fields";
import { sourceTargetEntities } from "./tables";

export function registerSourceFields(app: FastifyInstance) {
  app.get(
    "/external-sources/fields",
    {
      onRequest: requireFlag("masterManage"),
      schema: {
        tags: ["external-sources"],
        summary: "取り込み先の項目一覧（列の対応の選択肢）",
        description:
          "取り込み先（targets 対象物件 / matters 案件）に取り込める項目: 項目名、日本語名、必須、値の説明。実行時の変換と設定の検証に使う表と同じもの。",
        querystring: Type.Object({
          targetEntity: TextCode(sourceTargetEntities, "取り込み先"),
        }),
        response: {
          200: Type.Array(
            Type.Object({
              field: Type.String({ description: "項目名（列の対応・更新キーに書く名前）" }),
              label: Type.String({ description: "日本語名" }),
              required: Type.Boolean({ description: "必須（ない行はエラー）" }),
              description: Type.String({ description: "値の説明" }),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => fieldsCatalogue((request.query as { targetEntity: string }).targetEntity),
  );
}
