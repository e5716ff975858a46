import { attachmentUrl } from "../downloads/file-urls";
import { GatewayError } from "../errors";
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
import {
  completeReasonLabels,
  historyMethodLabels,
  documentTypeLabels,
  negotiationStatusLabels,
  scheduleKindLabels,
} from "@cfx/domain/enumerations";
import { recordChangedField } from "../live/record-changed-field";

const negotiationIds = ["matterId", "customerId"] as const;
const scheduleIds = ["negotiationId", "constructionId"] as const;
const text = (value: string | null | undefined) => value ?? "";

export const negotiationsResolvers: Resolvers = {
  Query: {
    negotiations: (_parent, args, context, info) =>
      context.api.negotiations.negotiations.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, [
          "matterId",
          "customerId",
          "projectId",
        ]),
        info,
        args.updatedSince,
      ),
    negotiation: (_parent, args, context) =>
      context.loaders.negotiations.negotiationById.load(restId(args.id)),
    negotiationHistories: (_parent, args, context, info) =>
      context.api.negotiations.histories.page(
        listQuery(args, sortField(args.sort, "contactedAt"), args.filter, ["negotiationId"]),
        info,
        args.updatedSince,
      ),
    negotiationHistory: (_parent, args, context) =>
      context.loaders.negotiations.historyById.load(restId(args.id)),
    schedules: (_parent, args, context, info) =>
      context.api.negotiations.schedules.page(
        listQuery(args, sortField(args.sort, "startAt"), args.filter, scheduleIds),
        info,
        args.updatedSince,
      ),
    schedule: (_parent, args, context) =>
      context.loaders.negotiations.scheduleById.load(restId(args.id)),
    attachments: (_parent, args, context, info) =>
      context.api.negotiations.attachments.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, [
          "ownerId",
          "projectId",
          "targetId",
        ]),
        info,
        args.updatedSince,
      ),
    attachment: (_parent, args, context) =>
      context.loaders.negotiations.attachmentById.load(restId(args.id)),
  },
  Subscription: {
    negotiationChanged: recordChangedField(
      "Negotiation",
      (context) => context.api.negotiations.negotiations,
    ),
  },
  Mutation: {
    bulkCreateNegotiations: (_parent, { input }, context) =>
      context.api.negotiations.bulkCreate({
        ...input,
        matterIds: restIds(input.matterIds, "matterIds"),
      }),
    createNegotiation: (_parent, { input }, context) =>
      context.api.negotiations.negotiations.create(restInput(input, negotiationIds)),
    updateNegotiation: (_parent, { id, input }, context) =>
      context.api.negotiations.negotiations.update(restId(id), restInput(input, negotiationIds)),
    deleteNegotiation: async (_parent, { id, version }, context) =>
      deletedId(
        await context.api.negotiations.negotiations.remove(restId(id), version),
        restId(id),
      ),
    createNegotiationHistory: (_parent, { input }, context) =>
      context.api.negotiations.histories.create(restInput(input, ["negotiationId"])),
    updateNegotiationHistory: (_parent, { id, input }, context) =>
      context.api.negotiations.histories.update(restId(id), restInput(input)),
    deleteNegotiationHistory: async (_parent, { id, version }, context) =>
      deletedId(await context.api.negotiations.histories.remove(restId(id), version), restId(id)),
    createSchedule: async (_parent, { input }, context) => {
      // The flag follows the kind (docs/DOMAIN.md): refuse before calling the API, like @requires.
      const role = (await context.viewer()).role;
      const allowed = input.kind === 2 ? role?.negotiationEdit : role?.constructionEdit;
      if (allowed !== true) throw new GatewayError("FORBIDDEN");
      return context.api.negotiations.schedules.create(restInput(input, scheduleIds));
    },
    updateSchedule: (_parent, { id, input }, context) =>
      context.api.negotiations.schedules.update(restId(id), restInput(input, scheduleIds)),
    deleteSchedule: async (_parent, { id, version }, context) =>
      deletedId(await context.api.negotiations.schedules.remove(restId(id), version), restId(id)),
    createAttachment: (_parent, { input }, context) =>
      context.api.negotiations.attachments.create(restInput(input, ["ownerId"])),
    deleteAttachment: async (_parent, { id, version }, context) =>
      deletedId(await context.api.negotiations.attachments.remove(restId(id), version), restId(id)),
  },
  Negotiation: {
    matter: (negotiation, _args, context) =>
      context.loaders.projects.matterById.load(negotiation.matterId),
    customer: (negotiation, _args, context) =>
      negotiation.customerId
        ? context.loaders.targets.customerById.load(negotiation.customerId)
        : null,
    assignee: (negotiation, _args, context) =>
      negotiation.assigneeUserId
        ? context.loaders.userRefById.load(negotiation.assigneeUserId)
        : null,
    negotiationStatus: (negotiation, _args, context) =>
      pairItem(context.loaders.pairs, "negotiation-statuses", negotiation.negotiationStatusId),
    statusLabel: async (negotiation, _args, context) => {
      const entry = await pairItem(
        context.loaders.pairs,
        "negotiation-statuses",
        negotiation.negotiationStatusId,
      );
      return entry?.name ?? text(labelOf(negotiationStatusLabels, negotiation.negotiationStatusId));
    },
    completeReasonLabel: (negotiation) =>
      text(labelOf(completeReasonLabels, negotiation.completeReason)),
    histories: (negotiation, _args, context) =>
      context.loaders.negotiations.historiesByNegotiation.load(negotiation.id),
    schedules: (negotiation, _args, context) =>
      context.loaders.negotiations.schedulesByNegotiation.load(negotiation.id),
    attachments: (negotiation, _args, context) =>
      context.loaders.negotiations.attachmentsByNegotiation.load(negotiation.id),
  },
  NegotiationHistory: {
    negotiation: (history, _args, context) =>
      context.loaders.negotiations.negotiationById.load(history.negotiationId),
    methodLabel: (history) => text(labelOf(historyMethodLabels, history.method)),
    user: (history, _args, context) =>
      history.userId ? context.loaders.userRefById.load(history.userId) : null,
  },
  Schedule: {
    kindLabel: (schedule) => text(labelOf(scheduleKindLabels, schedule.kind)),
    user: (schedule, _args, context) =>
      schedule.userId ? context.loaders.userRefById.load(schedule.userId) : null,
    team: (schedule, _args, context) => pairItem(context.loaders.pairs, "teams", schedule.teamId),
    negotiation: (schedule, _args, context) =>
      schedule.negotiationId
        ? context.loaders.negotiations.negotiationById.load(schedule.negotiationId)
        : null,
    construction: (schedule, _args, context) =>
      schedule.constructionId
        ? context.loaders.constructions.constructionById.load(schedule.constructionId)
        : null,
  },
  Attachment: {
    documentTypeLabel: (attachment) => labelOf(documentTypeLabels, attachment.documentType),
    downloadPath: (attachment) => `/api/v1/basis/attachments/${attachment.id}/content`,
    downloadUrl: (attachment, _args, context) => attachmentUrl(context.origin, attachment.id),
    negotiation: (attachment, _args, context) =>
      attachment.negotiationId
        ? context.loaders.negotiations.negotiationById.load(attachment.negotiationId)
        : null,
    matter: (attachment, _args, context) =>
      attachment.matterId ? context.loaders.projects.matterById.load(attachment.matterId) : null,
    project: (attachment, _args, context) =>
      attachment.projectId ? context.loaders.projects.projectById.load(attachment.projectId) : null,
    target: (attachment, _args, context) =>
      attachment.targetId ? context.loaders.targets.targetById.load(attachment.targetId) : null,
    customer: (attachment, _args, context) =>
      attachment.customerId
        ? context.loaders.targets.customerById.load(attachment.customerId)
        : null,
  },
  Matter: {
    negotiations: (matter, _args, context) =>
      context.loaders.negotiations.negotiationsByMatter.load(matter.id),
  },
};
