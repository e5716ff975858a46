import type { Resolvers } from "../generated/resolvers-types";
import {
  deletedId,
  labelOf,
  listQuery,
  restId,
  restIds,
  restInput,
  sortField,
} from "../rest/graphql-args";
import { pairItem } from "../rest/pair-lists";
import { asRecords } from "../rest/record-loaders";
import { matterStatusLabels, projectStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { codeOf } from "@cfx/domain/codes";
import { projectTakesMatters } from "@cfx/domain/workflows";
import type { RestResult } from "../rest/types";

/** A `/pair/projects` entry: the pair loader types it by its `{id, name}` part only. */
type RestProjectChoice = RestResult<"/api/v1/pair/projects", "get">[number];

const matterIds = ["projectId", "targetId", "targetDetailId"] as const;
const text = (value: string | null | undefined) => value ?? "";

export const projectsResolvers: Resolvers = {
  Query: {
    // The filters need id, code and name only: the shared /pair/projects list, not a page of
    // /basis/projects (whose rows carry the matter counts of every project, a scan of matters).
    projectChoices: async (_parent, _args, context) => {
      const [choices, viewer] = await Promise.all([
        context.loaders.pairs.load("projects") as Promise<readonly RestProjectChoice[]>,
        context.viewer(),
      ]);
      const edit = viewer.role?.targetEdit === true;
      return choices
        .map((p) => ({
          id: String(p.id),
          code: codeOf("project", p.id),
          name: p.name,
          canAddMatters: edit && projectTakesMatters(p.status),
        }))
        .reverse();
    },
    projects: (_parent, args, context, info) =>
      context.api.projects.projects.page(
        listQuery(args, sortField(args.sort, "id"), args.filter),
        info,
        args.updatedSince,
      ),
    project: (_parent, args, context) => context.loaders.projects.projectById.load(restId(args.id)),
    matters: (_parent, args, context, info) =>
      context.api.projects.matters.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["projectId", "targetId"]),
        info,
        args.updatedSince,
      ),
    matterIds: (_parent, args, context) =>
      context.api.projects.matters.ids(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["projectId", "targetId"]),
      ),
    matter: (_parent, args, context) => context.loaders.projects.matterById.load(restId(args.id)),
  },
  Mutation: {
    createProject: (_parent, { input }, context) =>
      context.api.projects.projects.create(restInput(input)),
    updateProject: (_parent, { id, input }, context) =>
      context.api.projects.projects.update(restId(id), restInput(input)),
    deleteProject: async (_parent, { id, version }, context) =>
      deletedId(await context.api.projects.projects.remove(restId(id), version), restId(id)),
    createMatter: (_parent, { input }, context) =>
      context.api.projects.matters.create(restInput(input, matterIds)),
    updateMatter: (_parent, { id, input }, context) =>
      context.api.projects.matters.update(restId(id), restInput(input, matterIds)),
    deleteMatter: async (_parent, { id, version }, context) =>
      deletedId(await context.api.projects.matters.remove(restId(id), version), restId(id)),
    bulkUpdateMatters: (_parent, { input }, context) => {
      const { items, resumeFromHold, ...changes } = input;
      return context.api.projects.bulkUpdateMatters({
        ...(restInput(changes) as object),
        ...(resumeFromHold ? { resumeFromHold: true as const } : {}),
        items: items.map((item) => ({ id: restId(item.id, "items"), version: item.version })),
      });
    },
    addMattersToProject: (_parent, { input }, context) =>
      context.api.projects.addMatters({
        ...(restInput(input, ["projectId"]) as { projectId: number }),
        targetIds: restIds(input.targetIds, "targetIds"),
      }),
  },
  Project: {
    client: (project, _args, context) =>
      pairItem(context.loaders.pairs, "clients", project.clientId),
    jobCategory: (project, _args, context) =>
      pairItem(context.loaders.pairs, "job-categories", project.jobCategoryId),
    workTypeLabel: (project) => text(labelOf(workTypeLabels, project.workType)),
    statusLabel: (project) => text(labelOf(projectStatusLabels, project.status)),
    matterCounts: (project) =>
      project.matterCounts.map((c) => ({
        ...c,
        statusLabel: text(labelOf(matterStatusLabels, c.status)),
      })),
    manager: (project, _args, context) =>
      project.managerUserId ? context.loaders.userRefById.load(project.managerUserId) : null,
  },
  Matter: {
    project: (matter, _args, context) =>
      context.loaders.projects.projectById.load(matter.projectId),
    target: (matter, _args, context) => context.loaders.targets.targetById.load(matter.targetId),
    targetDetail: (matter, _args, context) =>
      matter.targetDetailId ? context.loaders.targets.detailById.load(matter.targetDetailId) : null,
    workTypeLabel: (matter) => text(labelOf(workTypeLabels, matter.workType)),
    statusLabel: (matter) => text(labelOf(matterStatusLabels, matter.status)),
    statusBeforeHoldLabel: (matter) => labelOf(matterStatusLabels, matter.statusBeforeHold),
    assignee: (matter, _args, context) =>
      matter.assigneeUserId ? context.loaders.userRefById.load(matter.assigneeUserId) : null,
  },
  Target: {
    matters: (target, _args, context) => context.loaders.projects.mattersByTarget.load(target.id),
  },
  AddMattersResult: {
    created: (result, _args, context) =>
      asRecords(result.created, context.loaders.projects.matterById),
    skippedTargetIds: (result) => result.skippedTargetIds.map(String),
  },
};
