import { deviceLineTypeLabels } from "@cfx/domain/enumerations";
import { recordUserResolvers } from "../rest/record-users";
import { labelOf, pairItem } from "../rest/resource";
import type { MasterKind, Resolvers } from "../generated/resolvers-types";
import { editableList, isEditableList, masterKindOrder, masterKinds } from "./kinds";
import { createWrite, given, updateWrite } from "./inputs";
import type { RestMasterRow, RestTeam } from "./masters-api";
import { thresholdCreate, thresholdUpdate } from "./thresholds";

/** A REST row as MasterItem: the columns a list does not have are null, not missing. */
function toItem(kind: MasterKind, row: RestMasterRow) {
  return {
    kind,
    id: row.id,
    name: row.name,
    sortOrder: row.sortOrder ?? null,
    version: row.version ?? null,
    deviceLineType: row.deviceLineType ?? null,
    associateCompanyId: row.associateCompanyId ?? null,
  };
}

export const mastersResolvers: Resolvers = {
  Query: {
    // Through the request's loader: the rows' own client/team names read the same list.
    masterList: async (_parent, { kind }, context) =>
      ((await context.loaders.masterList.load(masterKinds[kind].list)) as RestMasterRow[]).map(
        (row) => toItem(kind, row),
      ),
    masterKinds: () =>
      masterKindOrder.map((kind) => {
        const { list, label } = masterKinds[kind];
        return { kind, label, editable: isEditableList(list) };
      }),
    assignableUsers: (_parent, _args, context) => context.api.masters.users(),
    roleTypes: (_parent, _args, context) => context.loaders.masterList.load("role-types"),
    associateCompanies: (_parent, _args, context) =>
      context.loaders.masterList.load("associate-companies"),
    // /pair/teams answers full rows; the loader's narrower type drops associateCompanyId only in the type.
    teams: async (_parent, _args, context) =>
      (await context.loaders.masterList.load("teams")) as RestTeam[],
    clients: (_parent, _args, context) => context.loaders.masterList.load("clients"),
    measurementThresholds: (_parent, { point }, context) =>
      context.api.masters.thresholds.list(given("point", point)),
  },
  Mutation: {
    // editableList refuses a fixed list before any REST call; the directive has already refused
    // a caller without masterManage.
    createMasterItem: async (_parent, { kind, input }, context) =>
      toItem(kind, await context.api.masters.create(createWrite(editableList(kind), input))),
    updateMasterItem: async (_parent, { kind, id, input }, context) =>
      toItem(kind, await context.api.masters.update(id, updateWrite(editableList(kind), input))),
    deleteMasterItem: (_parent, { kind, id, version }, context) =>
      context.api.masters.remove(editableList(kind), id, version),
    createMeasurementThreshold: (_parent, { input }, context) =>
      context.api.masters.thresholds.create(thresholdCreate(input)),
    updateMeasurementThreshold: (_parent, { id, input }, context) =>
      context.api.masters.thresholds.update(id, thresholdUpdate(input)),
    deleteMeasurementThreshold: (_parent, { id, version }, context) =>
      context.api.masters.thresholds.remove(id, version),
  },
  MasterItem: {
    deviceLineTypeLabel: (item) => labelOf(deviceLineTypeLabels, item.deviceLineType),
    associateCompany: (item, _args, context) =>
      pairItem(context.loaders.pairs, "associate-companies", item.associateCompanyId),
  },
  // The user names are read only when asked for, one /pair/users call for all the rows.
  MeasurementThreshold: recordUserResolvers(),
};
