import { permissionFlag } from "../permissions/directives";
import { deviceLineTypeLabels } from "@cfx/domain/enumerations";
import { recordUserResolvers } from "../rest/record-users";
import { labelOf } from "../rest/graphql-args";
import { pairItem } from "../rest/pair-lists";
import type { MasterKind, Resolvers } from "../generated/resolvers-types";
import { editableList, isEditableList, masterKindOrder, masterKinds } from "./kinds";
import { createWrite, given, updateWrite } from "./inputs";
import type { GatewayContext } from "../context";
import type { MasterList, RestMasterRow, RestTeam } from "./masters-api";
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
    retired: row.retiredAt !== null && row.retiredAt !== undefined,
    retiredAt: row.retiredAt ?? null,
  };
}

/**
 * The entries a pull-down offers: the request's loader holds the retired ones too (a record still
 * names one), a pull-down leaves them out.
 */
async function offered(context: GatewayContext, list: MasterList): Promise<RestMasterRow[]> {
  const rows = (await context.loaders.masterList.load(list)) as RestMasterRow[];
  return rows.filter((row) => !row.retiredAt);
}

export const mastersResolvers: Resolvers = {
  Query: {
    // Through the request's loader: the rows' own client/team names read the same list. It
    // holds the retired entries too (a record still names one); a pull-down leaves them out.
    masterList: async (_parent, { kind, withRetired }, context) =>
      ((await context.loaders.masterList.load(masterKinds[kind].list)) as RestMasterRow[])
        .filter((row) => withRetired === true || !row.retiredAt)
        .map((row) => toItem(kind, row)),
    masterKinds: () =>
      masterKindOrder.map((kind) => {
        const { list, label } = masterKinds[kind];
        return { kind, label, editable: isEditableList(list) };
      }),
    // Every live user as `{id, name}` (no flag needed): the pickers of assignees and managers,
    // the same list the rows' names come from.
    // With a permission, only the users whose role grants it (who can do that work).
    assignableUsers: async (_parent, { permission }, context) =>
      permission
        ? context.api.masters.usersWith(
            permissionFlag(permission) as Parameters<typeof context.api.masters.usersWith>[0],
          )
        : [...(await context.loaders.pairs.load("users"))],
    roleTypes: (_parent, _args, context) => offered(context, "role-types"),
    associateCompanies: (_parent, _args, context) => offered(context, "associate-companies"),
    // /pair/teams answers full rows; the loader's narrower type drops associateCompanyId only in the type.
    teams: async (_parent, _args, context) => (await offered(context, "teams")) as RestTeam[],
    clients: (_parent, _args, context) => offered(context, "clients"),
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
    retireMasterItem: async (_parent, { kind, id, version }, context) =>
      toItem(kind, await context.api.masters.retire(editableList(kind), id, version, true)),
    restoreMasterItem: async (_parent, { kind, id, version }, context) =>
      toItem(kind, await context.api.masters.retire(editableList(kind), id, version, false)),
    reorderMasterItems: async (_parent, { kind, ids }, context) =>
      (await context.api.masters.reorder(editableList(kind), ids)).map((row) => toItem(kind, row)),
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
