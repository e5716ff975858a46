import { defineGatewayModule } from "../define-module";
import { createConstructionsLoaders } from "./loaders";
import { createConstructionsApi } from "./constructions-api";
import { constructionsResolvers } from "./resolvers";

export const constructionsModule = defineGatewayModule({
  name: "constructions",
  resolvers: constructionsResolvers,
  mappers: {
    Construction: "../constructions/constructions-api#RestConstruction",
    ConstructionEntry: "../constructions/constructions-api#RestConstructionEntry",
    Measurement: "../constructions/constructions-api#RestMeasurement",
    ConstructionFreeSchedule: "../constructions/constructions-api#RestFreeSchedule",
    GenerateConstructionsResult: "../constructions/constructions-api#RestGenerateResult",
  },
  api: ({ call }) => createConstructionsApi(call),
  loaders: ({ api }) => ({ constructions: () => createConstructionsLoaders(api()) }),
});
