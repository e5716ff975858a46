import { isMachineScope, type MachineScope as RestScope } from "@cfx/domain/machine-scopes";
import type { Resolvers } from "../generated/resolvers-types";
import { permissionFlag } from "../permissions/directives";
import { scopeEnum } from "../permissions/machine-scopes";
import { deletedId, restId } from "../rest/graphql-args";
import type { RestUpdateMachineClient } from "./machine-clients-api";

/** `TARGET_READ` → `targetRead`. */
function restScopes(scopes: readonly string[]): RestScope[] {
  return scopes.map(permissionFlag).filter(isMachineScope);
}

export const machineClientsResolvers: Resolvers = {
  Query: {
    machineClients: (_parent, _args, context) => context.api.machineClients.list(),
    machineClient: (_parent, { id }, context) => context.api.machineClients.get(restId(id)),
  },
  Mutation: {
    createMachineClient: (_parent, { input }, context) =>
      context.api.machineClients.create({
        name: input.name,
        scopes: restScopes(input.scopes),
        associateCompanyId: input.associateCompanyId ?? null,
        ...(input.clientId ? { clientId: input.clientId } : {}),
      }),
    updateMachineClient: (_parent, { id, input }, context) => {
      const body: RestUpdateMachineClient = { version: input.version };
      if (input.name != null) body.name = input.name;
      if (input.scopes != null) body.scopes = restScopes(input.scopes);
      if (input.associateCompanyId !== undefined)
        body.associateCompanyId = input.associateCompanyId;
      if (input.disabled != null) body.disabled = input.disabled;
      return context.api.machineClients.update(restId(id), body);
    },
    rotateMachineClientSecret: (_parent, { id, version }, context) =>
      context.api.machineClients.rotateSecret(restId(id), version),
    deleteMachineClient: async (_parent, { id, version }, context) =>
      deletedId(await context.api.machineClients.remove(restId(id), version), restId(id)),
  },
  MachineClient: {
    scopes: (client) => client.scopes.map(scopeEnum),
  },
};
