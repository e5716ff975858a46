import { defineGatewayModule } from "../define-module";
import { createMachineClientsApi } from "./machine-clients-api";
import { machineClientsResolvers } from "./resolvers";

export const machineClientsModule = defineGatewayModule({
  name: "machineClients",
  resolvers: machineClientsResolvers,
  api: ({ call }) => createMachineClientsApi(call),
});
