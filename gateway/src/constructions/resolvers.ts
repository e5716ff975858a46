import type { Resolvers } from "../generated/resolvers-types";
import { constructionStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import {
  asRecords,
  deletedId,
  labelOf,
  listQuery,
  pairItem,
  restId,
  restIds,
  restInput,
  sortField,
} from "../rest/resource";
import { WAITING_FOR_INSTRUCTION } from "./labels";

const text = (value: string | null | undefined) => value ?? "";

export const constructionsResolvers: Resolvers = {
  Query: {
    constructions: (_parent, args, context, info) =>
      context.api.constructions.constructions.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["matterId"]),
        info,
      ),
    constructionInstructions: (_parent, args, context, info) => {
      const filter = { ...args.filter };
      if (!filter.status?.length) filter.status = [WAITING_FOR_INSTRUCTION];
      return context.api.constructions.constructions.page(
        listQuery(args, sortField(args.sort, "id"), filter, ["matterId"]),
        info,
      );
    },
    construction: (_parent, args, context) =>
      context.loaders.constructions.constructionById.load(restId(args.id)),
    constructionEntries: (_parent, args, context, info) =>
      context.api.constructions.entries.page(
        listQuery(args, "id", args.filter, ["constructionId"]),
        info,
      ),
    constructionEntry: (_parent, args, context) =>
      context.loaders.constructions.entryById.load(restId(args.id)),
    measurements: (_parent, args, context, info) =>
      context.api.constructions.measurements.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["constructionId"]),
        info,
      ),
    measurement: (_parent, args, context) =>
      context.loaders.constructions.measurementById.load(restId(args.id)),
    constructionFreeSchedules: (_parent, args, context, info) =>
      context.api.constructions.freeSchedules.page(
        listQuery(args, sortField(args.sort, "date"), args.filter),
        info,
      ),
  },
  Mutation: {
    createConstruction: (_parent, { input }, context) =>
      context.api.constructions.constructions.create(restInput(input, ["matterId"])),
    updateConstruction: (_parent, { id, input }, context) =>
      context.api.constructions.constructions.update(restId(id), restInput(input)),
    deleteConstruction: async (_parent, { id, version }, context) =>
      deletedId(
        await context.api.constructions.constructions.remove(restId(id), version),
        restId(id),
      ),
    dispatchConstruction: (_parent, { id, input }, context) =>
      context.api.constructions.constructions.update(restId(id), restInput(input)),
    generateConstructions: (_parent, { input }, context) =>
      context.api.constructions.generate({
        ...(input.projectId ? { projectId: restId(input.projectId, "projectId") } : {}),
        ...(input.matterIds ? { matterIds: restIds(input.matterIds, "matterIds") } : {}),
      }),
    createConstructionEntry: (_parent, { input }, context) =>
      context.api.constructions.entries.create(restInput(input, ["constructionId"])),
    updateConstructionEntry: (_parent, { id, input }, context) =>
      context.api.constructions.entries.update(restId(id), restInput(input)),
    deleteConstructionEntry: async (_parent, { id, version }, context) =>
      deletedId(await context.api.constructions.entries.remove(restId(id), version), restId(id)),
    createMeasurement: (_parent, { input }, context) =>
      context.api.constructions.measurements.create(restInput(input, ["constructionId"])),
    updateMeasurement: (_parent, { id, input }, context) =>
      context.api.constructions.measurements.update(restId(id), restInput(input)),
    deleteMeasurement: async (_parent, { id, version }, context) =>
      deletedId(
        await context.api.constructions.measurements.remove(restId(id), version),
        restId(id),
      ),
    createConstructionFreeSchedule: (_parent, { input }, context) =>
      context.api.constructions.freeSchedules.create(restInput(input)),
    updateConstructionFreeSchedule: (_parent, { id, input }, context) =>
      context.api.constructions.freeSchedules.update(restId(id), restInput(input)),
    deleteConstructionFreeSchedule: async (_parent, { id, version }, context) =>
      deletedId(
        await context.api.constructions.freeSchedules.remove(restId(id), version),
        restId(id),
      ),
  },
  Construction: {
    matter: (construction, _args, context) =>
      context.loaders.projects.matterById.load(construction.matterId),
    workTypeLabel: (construction) => text(labelOf(workTypeLabels, construction.workType)),
    statusLabel: (construction) => text(labelOf(constructionStatusLabels, construction.status)),
    associateCompany: (construction, _args, context) =>
      pairItem(context.loaders.pairs, "associate-companies", construction.associateCompanyId),
    team: (construction, _args, context) =>
      pairItem(context.loaders.pairs, "teams", construction.teamId),
    entries: (construction, _args, context) =>
      context.loaders.constructions.entriesByConstruction.load(construction.id),
    measurements: (construction, _args, context) =>
      context.loaders.constructions.measurementsByConstruction.load(construction.id),
    // No flag here: the API answers matterRead with every file and a 工事担当 with those of its
    // own constructions (its photos), and refuses anyone else — the gateway adds no rule of its own.
    attachments: (construction, _args, context) =>
      context.loaders.negotiations.attachmentsByConstruction.load(construction.id),
  },
  ConstructionEntry: {
    construction: (entry, _args, context) =>
      context.loaders.constructions.constructionById.load(entry.constructionId),
    removedDeviceModel: (entry, _args, context) =>
      pairItem(context.loaders.pairs, "device-models", entry.removedDeviceModelId),
    installedDeviceModel: (entry, _args, context) =>
      pairItem(context.loaders.pairs, "device-models", entry.installedDeviceModelId),
  },
  Measurement: {
    construction: (measurement, _args, context) =>
      context.loaders.constructions.constructionById.load(measurement.constructionId),
    passed: (measurement) => measurement.judgement === "合格",
  },
  ConstructionFreeSchedule: {
    team: (slot, _args, context) => pairItem(context.loaders.pairs, "teams", slot.teamId),
    // The API keeps capacity at or above the bookings; an older row lowered below them is full.
    remaining: (slot) => Math.max(0, slot.capacity - slot.booked),
  },
  Matter: {
    constructions: (matter, _args, context) =>
      context.loaders.constructions.constructionsByMatter.load(matter.id),
  },
  GenerateConstructionsResult: {
    created: (result, _args, context) =>
      asRecords(result.created, context.loaders.constructions.constructionById),
    skippedMatterIds: (result) => result.skippedMatterIds.map(String),
  },
};
