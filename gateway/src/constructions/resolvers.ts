import type { Resolvers } from "../generated/resolvers-types";
import {
  constructionStatusLabels,
  customerTypeLabels,
  workTypeLabels,
} from "@cfx/domain/enumerations";
import {
  deletedId,
  displayCode,
  labelOf,
  listQuery,
  MAX_PAGE_SIZE,
  restId,
  restIds,
  restInput,
  sortField,
} from "../rest/graphql-args";
import { pairItem } from "../rest/pair-lists";
import { asRecords } from "../rest/record-loaders";
import { holidaysBetween } from "@cfx/domain/holidays";
import { expectedReadings } from "@cfx/domain/measurements";
import { badInput, GatewayError } from "../errors";
import type { ConstructionFilter } from "../generated/resolvers-types";
import { TO_DISPATCH } from "./labels";
import type { RestFreeSchedule } from "./constructions-api";
import { changeOf } from "../live/hub";
import { recordChangedField } from "../live/record-changed-field";
import { rereadOnChange } from "../live/rereads";
import { liveOf } from "../live/service";

const text = (value: string | null | undefined) => value ?? "";
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The construction lists' REST query; as 工事指示一覧, 指示待ち and 延期 unless a status is asked. */
function constructionQuery(
  args: Parameters<typeof listQuery>[0] & {
    sort?: string | null;
    filter?: ConstructionFilter | null;
  },
  instructions: boolean,
) {
  const filter = { ...args.filter };
  if (instructions && !filter.status?.length) filter.status = TO_DISPATCH;
  return listQuery(args, sortField(args.sort, "id"), filter, ["matterId", "projectId"]);
}

export const constructionsResolvers: Resolvers = {
  Query: {
    constructions: (_parent, args, context, info) =>
      context.api.constructions.constructions.page(
        constructionQuery(args, false),
        info,
        args.updatedSince,
      ),
    constructionInstructions: (_parent, args, context, info) =>
      context.api.constructions.constructions.page(
        constructionQuery(args, true),
        info,
        args.updatedSince,
      ),
    constructionIds: async (_parent, args, context) => {
      // The instruction list is INSTRUCTION_SEND's: its ids too.
      if (args.instructions && (await context.viewer()).role?.instructionSend !== true)
        throw new GatewayError("FORBIDDEN");
      return context.api.constructions.constructions.ids(
        constructionQuery(args, args.instructions ?? false),
      );
    },
    holidays: (_parent, { from, to }) => {
      if (!DATE.test(from) || !DATE.test(to) || to < from || daysBetween(from, to) > 366)
        throw badInput([{ field: "to", messages: ["期間は1年以内の日付で指定してください"] }]);
      return holidaysBetween(from, to);
    },
    construction: (_parent, args, context) =>
      context.loaders.constructions.constructionById.load(restId(args.id)),
    constructionEntries: (_parent, args, context, info) =>
      context.api.constructions.entries.page(
        listQuery(args, "id", args.filter, ["constructionId"]),
        info,
        args.updatedSince,
      ),
    constructionEntry: (_parent, args, context) =>
      context.loaders.constructions.entryById.load(restId(args.id)),
    measurements: (_parent, args, context, info) =>
      context.api.constructions.measurements.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["constructionId"]),
        info,
        args.updatedSince,
      ),
    measurement: (_parent, args, context) =>
      context.loaders.constructions.measurementById.load(restId(args.id)),
    constructionFreeSchedules: (_parent, args, context, info) =>
      context.api.constructions.freeSchedules.page(
        listQuery(args, sortField(args.sort, "date"), args.filter),
        info,
        args.updatedSince,
      ),
  },
  Subscription: {
    constructionChanged: recordChangedField(
      "Construction",
      (context) => context.api.constructions.constructions,
    ),
    constructionFreeSchedulesChanged: {
      // The list `constructionFreeSchedules(filter, sort: DATE, pageSize: 200)` reads.
      subscribe: (_parent, args, context) =>
        rereadOnChange(liveOf(context), {
          relevant: changeOf("Construction", "ConstructionFreeSchedule"),
          read: async () =>
            (
              await context.api.constructions.freeSchedules.list({
                ...listQuery(
                  { page: 1, pageSize: MAX_PAGE_SIZE },
                  sortField("DATE", "date"),
                  args.filter,
                ),
                count: false,
              })
            ).items,
        }),
      resolve: (items: RestFreeSchedule[]) => items,
    },
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
    bulkDispatchConstructions: (_parent, { input }, context) =>
      context.api.constructions.bulkDispatch({
        constructionIds: restIds(input.constructionIds, "constructionIds"),
        teamId: input.teamId,
      }),
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
    customer: ({ customer }) =>
      customer
        ? {
            id: String(customer.id),
            code: displayCode("CU", customer.id),
            name: customer.name,
            typeLabel: text(labelOf(customerTypeLabels, customer.customerType)),
            targetDetailId: String(customer.targetDetailId),
            unitCode: displayCode("TD", customer.targetDetailId),
            roomNumber: customer.roomNumber ?? null,
          }
        : null,
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
    instructedByUser: (construction, _args, context) =>
      construction.instructedBy
        ? context.loaders.userRefById.load(construction.instructedBy)
        : null,
    expectedReadings: async (construction, _args, context) => {
      const readings = expectedReadings(construction.workType);
      if (!readings.length) return [];
      const thresholds = await context.loaders.constructions.thresholds.load("all");
      return readings.map(({ point, wavelengthNm }) => {
        const row = thresholds.find((t) => t.point === point && t.wavelengthNm === wavelengthNm);
        return { point, wavelengthNm, minDbm: row?.minDbm ?? null, maxDbm: row?.maxDbm ?? null };
      });
    },
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
    measuredByUser: (measurement, _args, context) =>
      measurement.measuredBy ? context.loaders.userRefById.load(measurement.measuredBy) : null,
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
