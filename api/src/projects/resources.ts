// The project and matter resources (/basis/projects, /basis/matters' shared parts), and the
// matter record the bulk routes answer.
import type { FastifyRequest } from "fastify";
import { gte, isNull, lte, or, type SQL } from "drizzle-orm";
import { Type } from "typebox";
import { badRequest } from "../platform/errors";
import { DateOnly } from "../platform/schemas";
import {
  Code,
  IntList,
  intFilter,
  N,
  Opt,
  Ref,
  FieldText,
  textFilter,
  prefixFilter,
  type RecordOf,
  type Resource,
} from "../platform/resource";
import { partnerProjectScope } from "../constructions/partner-scope";
import { matterStatuses, projectStatuses, workTypes } from "./domain";
import { matters, projects } from "./tables";
import {
  checkProjectStatus,
  decorateMatters,
  decorateProjects,
  refuseProjectDelete,
} from "./workflow";
import { PROJECT } from "@cfx/domain/workflows";
import type { Executor } from "../db/client";
import { notes } from "@cfx/domain/fields/define";

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
  notes: Opt(FieldText(notes)),
});

export const matterFields = {
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
  notes: Opt(FieldText(notes)),
});

export const matterResource = {
  path: "/basis/matters",
  tag: "projects",
  label: "案件",
  description: "案件（MT）: 1つのプロジェクトの1つの対象物件",
  table: matters,
  codePrefix: "MT",
  fields: matterFields,
  create: MatterCreate,
  decorate: (
    records: RecordOf<typeof matters>[],
    { ex, request }: { ex: Executor; request: FastifyRequest },
  ) => decorateMatters(records, ex, request),
} as const;

/** Projects whose period overlaps from..to (an open end is open). */
function periodFilter(from: unknown, to: unknown): (SQL | undefined)[] {
  return [
    from ? or(isNull(projects.endDate), gte(projects.endDate, String(from))) : undefined,
    to ? or(isNull(projects.startDate), lte(projects.startDate, String(to))) : undefined,
  ];
}

export const projectResource: Resource<typeof projects> = {
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
      await checkProjectStatus(tx, before.id, before.status, v.status);
    if (!before && v.status === PROJECT.done)
      throw badRequest({ status: ["完了のプロジェクトは登録できません"] });
    const start = v.startDate !== undefined ? v.startDate : before?.startDate;
    const end = v.endDate !== undefined ? v.endDate : before?.endDate;
    if (start && end && String(end) < String(start))
      throw badRequest({ endDate: ["終了日は開始日以降の日付を入力してください"] });
    return v;
  },
};

/** A matter as the bulk routes answer it. */
export const MatterRecord = Type.Object(
  { id: Type.Integer(), version: Type.Integer(), code: Type.String(), ...matterFields },
  { additionalProperties: true },
);
