// /basis/projects, /basis/matters, /pair/projects, /bulk/update/matters, /relation/update/projects.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { getActive, insertRecord, updateRecord } from "../platform/crud";
import { badRequest, HttpError, messages, notFound } from "../platform/errors";
import { DateOnly, errorResponses } from "../platform/schemas";
import {
  Code,
  IntList,
  intFilter,
  mapDbError,
  N,
  Opt,
  rangeFilter,
  Ref,
  registerResource,
  Text,
  textFilter,
  prefixFilter,
  present,
  type Loose,
  type Resource,
  type Values,
} from "../platform/resource";
import { partnerMatterScope, partnerProjectScope } from "../constructions/partner-scope";
import { registerProjectExport } from "./exports";
import { targets } from "../targets/tables";
import { users } from "../users/tables";
import { matterStatuses, projectStatuses, workTypes } from "./domain";
import { matters, projects } from "./tables";
import {
  checkMatterTargets,
  checkProjectStatus,
  instructableMatter,
  decorateMatters,
  decorateProjects,
  handMatterStatus,
  refuseMatterDelete,
  refuseProjectDelete,
} from "./workflow";
import { MATTER, OPEN_MATTER_STATUSES, PROJECT } from "@cfx/domain/workflows";
import { tokyoDate } from "@cfx/domain/dates";
import { displayCode } from "@cfx/domain/codes";
import type { Executor } from "../db/client";

const Name = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: "\\S",
  "x-message": "必須項目です",
  description: "プロジェクト名",
});

const projectFields = {
  name: Type.String({ description: "プロジェクト名" }),
  clientId: N(Type.Integer({ description: "発注元ID" })),
  jobCategoryId: N(Type.Integer({ description: "業務区分ID" })),
  workType: Code(workTypes, "工事種別"),
  startDate: N(Type.String({ format: "date", description: "開始日" })),
  endDate: N(Type.String({ format: "date", description: "終了日" })),
  managerUserId: N(Type.Integer({ description: "責任者ユーザーID" })),
  status: Code(projectStatuses, "状態"),
  notes: N(Type.String({ description: "備考" })),
  matterCounts: Type.Array(
    Type.Object({
      status: Code(matterStatuses, "案件状態"),
      count: Type.Integer({ minimum: 1, description: "件数" }),
    }),
    { description: "案件の状態別件数（件数のある状態だけ、状態コード順）" },
  ),
  allowedStatuses: Type.Array(Type.Integer(), {
    description: "この利用者が変更できる状態（完了は未完了の案件がないときだけ）",
  }),
  can: Type.Object(
    {
      delete: Type.Boolean({ description: "削除できる（案件がない）" }),
      addMatters: Type.Boolean({ description: "案件を追加できる（完了していない）" }),
    },
    { description: "この利用者ができる操作" },
  ),
};
const ProjectCreate = Type.Object({
  name: Name,
  clientId: Opt(Ref("発注元ID")),
  jobCategoryId: Opt(Ref("業務区分ID")),
  workType: Code(workTypes, "工事種別"),
  startDate: Opt(DateOnly),
  endDate: Opt(DateOnly),
  managerUserId: Opt(Ref("責任者ユーザーID")),
  status: Type.Optional(Code(projectStatuses, "状態")),
  notes: Opt(Text(2000, "備考")),
});

const matterFields = {
  projectId: Type.Integer({ description: "プロジェクトID" }),
  targetId: Type.Integer({ description: "対象物件ID" }),
  targetDetailId: N(Type.Integer({ description: "対象詳細ID（任意）" })),
  workType: Code(workTypes, "工事種別"),
  status: Code(matterStatuses, "案件状態"),
  assigneeUserId: N(Type.Integer({ description: "担当者ユーザーID" })),
  dueDate: N(Type.String({ format: "date", description: "期限" })),
  notes: N(Type.String({ description: "備考" })),
  statusBeforeHold: N(Code(matterStatuses, "保留前の状態（保留を解除すると戻る状態）")),
  allowedStatuses: Type.Array(Type.Integer(), {
    description:
      "この利用者が手で変更できる状態（保留・保留解除・完了）。他は交渉・工事に伴って自動で変わる",
  }),
  can: Type.Object(
    {
      delete: Type.Boolean({ description: "削除できる（交渉・工事がない）" }),
      instructNegotiation: Type.Boolean({ description: "交渉を指示できる" }),
      createConstruction: Type.Boolean({ description: "工事を作成できる（最新の交渉が合意）" }),
    },
    { description: "この利用者ができる操作" },
  ),
};
const MatterCreate = Type.Object({
  projectId: Ref("プロジェクトID"),
  targetId: Ref("対象物件ID"),
  targetDetailId: Opt(Ref("対象詳細ID")),
  workType: Type.Optional(Code(workTypes, "工事種別（省略時はプロジェクトの工事種別）")),
  status: Type.Optional(Code(matterStatuses, "案件状態（登録時は未着手のみ）")),
  assigneeUserId: Opt(Ref("担当者ユーザーID")),
  dueDate: Opt(DateOnly),
  notes: Opt(Text(2000, "備考")),
});

const matterResource = {
  path: "/basis/matters",
  tag: "projects",
  label: "案件",
  description: "案件（MT）: 1つのプロジェクトの1つの対象物件",
  table: matters,
  codePrefix: "MT",
  fields: matterFields,
  create: MatterCreate,
  decorate: (records: Values[], { ex, request }: { ex: Executor; request: FastifyRequest }) =>
    decorateMatters(records, ex, request),
} as const;

/** Projects whose period overlaps from..to (an open end is open). */
function periodFilter(from: unknown, to: unknown): (SQL | undefined)[] {
  return [
    from ? or(isNull(projects.endDate), gte(projects.endDate, String(from))) : undefined,
    to ? or(isNull(projects.startDate), lte(projects.startDate, String(to))) : undefined,
  ];
}

export default async function projectsRoutes(app: FastifyInstance) {
  const projectResource: Resource<typeof projects> = {
    path: "/basis/projects",
    tag: "projects",
    label: "プロジェクト",
    description: "プロジェクト（PR）",
    table: projects,
    codePrefix: "PR",
    fields: projectFields,
    create: ProjectCreate,
    filters: {
      name: Type.Optional(Type.String({ description: "プロジェクト名の部分一致" })),
      namePrefix: Type.Optional(
        Type.String({ description: "プロジェクト名の前方一致（登録画面の重複確認）" }),
      ),
      clientId: Type.Optional(IntList("発注元ID")),
      jobCategoryId: Type.Optional(IntList("業務区分ID")),
      workType: Type.Optional(IntList("工事種別")),
      status: Type.Optional(IntList("状態")),
      managerUserId: Type.Optional(IntList("責任者ユーザーID")),
      periodFrom: Type.Optional(
        Type.String({ format: "date", description: "期間（から）: この日以降も続くプロジェクト" }),
      ),
      periodTo: Type.Optional(
        Type.String({
          format: "date",
          description: "期間（まで）: この日までに始まるプロジェクト",
        }),
      ),
    },
    where: (q) => [
      textFilter(projects.name, q.name),
      prefixFilter(projects.name, q.namePrefix),
      intFilter(projects.clientId, q.clientId),
      intFilter(projects.jobCategoryId, q.jobCategoryId),
      intFilter(projects.workType, q.workType),
      intFilter(projects.status, q.status),
      intFilter(projects.managerUserId, q.managerUserId),
      ...periodFilter(q.periodFrom, q.periodTo),
    ],
    sortable: {
      id: projects.id,
      name: projects.name,
      startDate: projects.startDate,
      endDate: projects.endDate,
      status: projects.status,
      updatedAt: projects.updatedAt,
    },
    writeFlag: "targetEdit",
    // A partner's staff see the projects of their own constructions only.
    scope: (request) => partnerProjectScope(request, projects.id),
    decorate: (records, { ex, request }) => decorateProjects(records, ex, request),
    beforeDelete: ({ tx, before }) => refuseProjectDelete(tx, before.id),
    prepare: async (v, { tx, before }) => {
      if (typeof v.name === "string") v.name = v.name.trim();
      if (before && v.status !== undefined)
        await checkProjectStatus(tx, before.id, before.status, v.status as number);
      if (!before && v.status === PROJECT.done)
        throw badRequest({ status: ["完了のプロジェクトは登録できません"] });
      const start = v.startDate !== undefined ? v.startDate : before?.startDate;
      const end = v.endDate !== undefined ? v.endDate : before?.endDate;
      if (start && end && String(end) < String(start))
        throw badRequest({ endDate: ["終了日は開始日以降の日付を入力してください"] });
      return v;
    },
  };
  registerResource(app, projectResource);
  registerProjectExport(app, projectResource);

  registerResource(app, {
    ...matterResource,
    filters: {
      projectId: Type.Optional(IntList("プロジェクトID")),
      targetId: Type.Optional(IntList("対象物件ID")),
      status: Type.Optional(IntList("案件状態")),
      workType: Type.Optional(IntList("工事種別")),
      assigneeUserId: Type.Optional(IntList("担当者ユーザーID")),
      dueFrom: Type.Optional(Type.String({ format: "date", description: "期限（から）" })),
      dueTo: Type.Optional(Type.String({ format: "date", description: "期限（まで）" })),
      overdue: Type.Optional(
        Type.Boolean({ description: "true: 期限切れ（期限が今日より前で、未完了の状態）" }),
      ),
      instructable: Type.Optional(
        Type.Boolean({
          description: "true: 交渉を指示できる案件（未着手・交渉中・不成立で、進行中の交渉がない）",
        }),
      ),
    },
    where: (q) => [
      q.instructable ? instructableMatter() : undefined,
      q.overdue
        ? and(lt(matters.dueDate, tokyoDate()), inArray(matters.status, [...OPEN_MATTER_STATUSES]))
        : undefined,
      intFilter(matters.projectId, q.projectId),
      intFilter(matters.targetId, q.targetId),
      intFilter(matters.status, q.status),
      intFilter(matters.workType, q.workType),
      intFilter(matters.assigneeUserId, q.assigneeUserId),
      ...rangeFilter(matters.dueDate, q.dueFrom, q.dueTo),
    ],
    sortable: {
      id: matters.id,
      status: matters.status,
      dueDate: matters.dueDate,
      projectId: matters.projectId,
      targetId: matters.targetId,
      assigneeUserId: matters.assigneeUserId,
      updatedAt: matters.updatedAt,
    },
    writeFlag: "targetEdit",
    scope: partnerMatterScope,
    beforeDelete: ({ tx, before }) => refuseMatterDelete(tx, before.id),
    prepare: async (v, { tx, before }) => {
      if (before) {
        if (v.status !== undefined) Object.assign(v, handMatterStatus(before, v.status as number));
        const moved = (["projectId", "targetId"] as const).filter(
          (f) => v[f] !== undefined && v[f] !== before[f],
        );
        if (moved.length && before.status !== 1)
          throw badRequest({
            [moved[0]!]: ["未着手でない案件のプロジェクト・対象物件は変更できません"],
          });
        if (moved.length) {
          const project = await getActive(
            tx,
            projects,
            (v.projectId ?? before.projectId) as number,
          );
          await checkMatterTargets(
            tx,
            project,
            [(v.targetId ?? before.targetId) as number],
            "targetId",
          );
        }
      }
      if (!before) {
        if (v.status !== undefined && v.status !== 1)
          throw badRequest({ status: ["案件は未着手で登録されます"] });
        const project = await tx
          .select()
          .from(projects)
          .where(and(eq(projects.id, v.projectId as number), isNull(projects.deletedAt)));
        if (!project[0]) throw badRequest({ projectId: ["指定されたプロジェクトが存在しません"] });
        await checkMatterTargets(tx, project[0], [v.targetId as number], "targetId");
        v.workType ??= project[0].workType;
        const dup = await tx
          .select({ id: matters.id })
          .from(matters)
          .where(
            and(
              eq(matters.projectId, v.projectId as number),
              eq(matters.targetId, v.targetId as number),
              isNull(matters.deletedAt),
            ),
          );
        if (dup[0])
          throw badRequest({ targetId: ["この対象物件は既にプロジェクトに登録されています"] });
      }
      return v;
    },
  });

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

  const MatterRecord = Type.Object(
    { id: Type.Integer(), version: Type.Integer(), code: Type.String(), ...matterFields },
    { additionalProperties: true },
  );

  app.post(
    "/bulk/update/matters",
    {
      onRequest: requireFlag("targetEdit"),
      schema: {
        tags: ["projects"],
        summary: "案件の一括更新（担当者・状態・期限）",
        description:
          "items の全件を1トランザクションで更新する。1件でも version が古い・存在しない場合は何も更新せず 409 / 404。",
        body: Type.Object({
          items: Type.Array(
            Type.Object({ id: Ref("案件ID"), version: Type.Integer({ minimum: 1 }) }),
            {
              minItems: 1,
              maxItems: 1000,
              description: "更新する案件と、読み込んだ時点の version",
            },
          ),
          assigneeUserId: Opt(Ref("担当者ユーザーID")),
          status: Type.Optional(Code(matterStatuses, "案件状態")),
          resumeFromHold: Type.Optional(
            Type.Literal(true, {
              description:
                "保留解除: 各案件を保留前の状態に戻す（status とは併用不可。保留中でない案件は拒否）",
            }),
          ),
          dueDate: Opt(DateOnly),
        }),
        response: { 200: Type.Array(MatterRecord), ...errorResponses },
      },
    },
    async (request) => {
      const { items, resumeFromHold, ...changes } = request.body as {
        items: { id: number; version: number }[];
        resumeFromHold?: true;
      } & Values;
      if (!Object.keys(changes).length && !resumeFromHold)
        throw badRequest({ body: ["変更する項目を指定してください"] });
      if (resumeFromHold && changes.status !== undefined)
        throw badRequest({ status: ["状態の指定と保留解除は同時に指定できません"] });
      if (new Set(items.map((i) => i.id)).size !== items.length)
        throw badRequest({ items: ["同じ案件が重複しています"] });
      if (changes.assigneeUserId) {
        const u = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, changes.assigneeUserId as number), isNull(users.deletedAt)));
        if (!u[0]) throw badRequest({ assigneeUserId: ["指定された担当者が存在しません"] });
      }
      const rows = await app.db
        .transaction(async (tx) => {
          // Every row is checked before any is written, so the answer names all the refused
          // matters at once (by MT code) and nothing is half-applied.
          const before = await tx
            .select()
            .from(matters)
            .where(
              and(
                inArray(
                  matters.id,
                  items.map((i) => i.id),
                ),
                isNull(matters.deletedAt),
              ),
            )
            .for("update");
          const byId = new Map(before.map((m) => [m.id, m]));
          const code = (id: number) => displayCode("MT", String(id));
          const missing = items.filter((i) => !byId.has(i.id));
          if (missing.length)
            throw new HttpError(404, {
              items: missing.map((i) => `${code(i.id)}: ${messages.notFound}`),
            });
          const stale = items.filter((i) => byId.get(i.id)!.version !== i.version);
          if (stale.length)
            throw new HttpError(409, {
              items: stale.map((i) => `${code(i.id)}: ${messages.stale}`),
            });
          const values = new Map<number, Values>();
          const refused: string[] = [];
          for (const item of items) {
            const before = byId.get(item.id)!;
            // 保留解除 takes each matter back to its own status before the hold.
            const to = resumeFromHold
              ? before.status === MATTER.onHold
                ? before.statusBeforeHold
                : null
              : changes.status;
            if (resumeFromHold && to === null) {
              refused.push(`${code(item.id)}: 保留中ではないため保留解除できません`);
              continue;
            }
            if (to === undefined) {
              values.set(item.id, changes);
              continue;
            }
            // The same rule as a single edit, named by the matter it refused.
            try {
              values.set(item.id, { ...changes, ...handMatterStatus(before, to as number) });
            } catch (e) {
              const message = e instanceof HttpError ? e.body.status?.[0] : undefined;
              if (!message) throw e;
              refused.push(`${code(item.id)}: ${message}`);
            }
          }
          if (refused.length) throw badRequest({ status: refused });
          const out: Values[] = [];
          for (const item of items) {
            const { after } = await updateRecord(
              tx,
              matters,
              item.id,
              item.version,
              values.get(item.id) as never,
              request.user.id,
            );
            out.push(after as Values);
          }
          return out;
        })
        .catch((e) => mapDbError(e, matters));
      return present(matterResource as Loose, rows, app.db, request);
    },
  );

  app.post(
    "/relation/update/projects",
    {
      onRequest: requireFlag("targetEdit"),
      schema: {
        tags: ["projects"],
        summary: "プロジェクトへの案件追加（複数の対象物件を案件として登録）",
        description:
          "既に同じプロジェクトにある対象物件は飛ばす。存在しない対象物件が1件でもあれば何も登録せず 400。",
        body: Type.Object({
          projectId: Ref("プロジェクトID"),
          targetIds: Type.Array(Ref("対象物件ID"), {
            minItems: 1,
            maxItems: 5000,
            uniqueItems: true,
          }),
          workType: Type.Optional(
            Code(workTypes, "新しい案件の工事種別（省略時はプロジェクトの工事種別）"),
          ),
          assigneeUserId: Opt(Ref("担当者ユーザーID")),
          dueDate: Opt(DateOnly),
        }),
        response: {
          200: Type.Object({
            created: Type.Array(MatterRecord, { description: "作成した案件" }),
            skippedTargetIds: Type.Array(Type.Integer(), {
              description: "既に登録済みで飛ばした対象物件ID",
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as {
        projectId: number;
        targetIds: number[];
        workType?: number;
        assigneeUserId?: number | null;
        dueDate?: string | null;
      };
      const result = await app.db
        .transaction(async (tx) => {
          const project = await getActive(tx, projects, body.projectId).catch(() => {
            throw notFound("projectId", "指定されたプロジェクトが存在しません");
          });
          const found = await tx
            .select({ id: targets.id })
            .from(targets)
            .where(and(inArray(targets.id, body.targetIds), isNull(targets.deletedAt)));
          const foundIds = new Set(found.map((t) => t.id));
          const missing = body.targetIds.filter((id) => !foundIds.has(id));
          if (missing.length)
            throw badRequest({
              targetIds: [`存在しない対象物件があります: ${missing.join(", ")}`],
            });
          await checkMatterTargets(tx, project, body.targetIds, "targetIds");
          const existing = await tx
            .select({ targetId: matters.targetId })
            .from(matters)
            .where(
              and(
                eq(matters.projectId, project.id),
                inArray(matters.targetId, body.targetIds),
                isNull(matters.deletedAt),
              ),
            );
          const skip = new Set(existing.map((m) => m.targetId));
          const created: Values[] = [];
          for (const targetId of body.targetIds) {
            if (skip.has(targetId)) continue;
            created.push(
              (await insertRecord(
                tx,
                matters,
                {
                  projectId: project.id,
                  targetId,
                  workType: body.workType ?? project.workType,
                  status: 1,
                  assigneeUserId: body.assigneeUserId ?? null,
                  dueDate: body.dueDate ?? null,
                },
                request.user.id,
              )) as Values,
            );
          }
          return { created, skippedTargetIds: [...skip] };
        })
        .catch((e) => mapDbError(e, matters));
      return {
        created: await present(matterResource as Loose, result.created, app.db, request),
        skippedTargetIds: result.skippedTargetIds,
      };
    },
  );
}
