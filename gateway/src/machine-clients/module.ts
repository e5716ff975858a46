import { defineGatewayModule } from "../define-module";
import { createMachineClientsApi } from "./machine-clients-api";
import { machineClientsResolvers } from "./resolvers";

export const machineClientsModule = defineGatewayModule({
  name: "machineClients",
  resolvers: machineClientsResolvers,
  mappers: {
    MachineClient: "../machine-clients/machine-clients-api#RestMachineClient",
    MachineClientWithSecret: "../machine-clients/machine-clients-api#RestMachineClientWithSecret",
  },
  api: ({ call }) => createMachineClientsApi(call),
});
