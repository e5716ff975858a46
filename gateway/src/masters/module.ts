import type DataLoader from "dataloader";
import { defineGatewayModule } from "../define-module";
import { createMastersApi, type MasterList, type RestNamedItem } from "./masters-api";
import { mastersResolvers } from "./resolvers";

export const mastersModule = defineGatewayModule({
  name: "masters",
  resolvers: mastersResolvers,
  mappers: {
    NamedItem: "../masters/masters-api#RestNamedItem",
    MeasurementThreshold: "../masters/masters-api#RestMeasurementThreshold",
  },
  api: ({ call }) => createMastersApi(call),
  loaders: ({ pairs }) => ({
    // The shared /pair loader itself: a page that lists the clients and names each row's client
    // reads /pair/clients once.
    masterList: (): DataLoader<MasterList, readonly RestNamedItem[]> => pairs,
  }),
});
