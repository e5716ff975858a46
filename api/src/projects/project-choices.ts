// /pair/projects: the projects to choose from (filters, 「プロジェクトに追加」).
import type { FastifyInstance } from "fastify";
import { and, asc, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { errorResponses } from "../platform/schemas";
import { partnerProjectScope } from "../constructions/partner-scope";
import { projects } from "./tables";

export function registerProjectChoices(app: FastifyInstance) {
  const ProjectChoice = Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Integer({ description: "1 準備中, 2 進行中, 3 完了" }),
  });
  app.get(
    "/pair/projects",
    {
      schema: {
        tags: ["projects"],
        summary: "プロジェクトの選択肢 {id, name, status}",
        description:
          "一覧の絞り込みと「プロジェクトに追加」の選択肢。status が完了（3）のプロジェクトには案件を追加できない。",
        response: { 200: Type.Array(ProjectChoice), ...errorResponses },
      },
    },
    async (request) =>
      app.db
        .select({ id: projects.id, name: projects.name, status: projects.status })
        .from(projects)
        .where(and(isNull(projects.deletedAt), partnerProjectScope(request, projects.id)))
        .orderBy(asc(projects.id)),
  );
}
