import { defineGatewayModule } from "../define-module";
import { createNegotiationsLoaders } from "./loaders";
import { createNegotiationsApi } from "./negotiations-api";
import { negotiationsResolvers } from "./resolvers";

export const negotiationsModule = defineGatewayModule({
  name: "negotiations",
  resolvers: negotiationsResolvers,
  mappers: {
    Negotiation: "../negotiations/negotiations-api#RestNegotiation",
    NegotiationHistory: "../negotiations/negotiations-api#RestNegotiationHistory",
    Schedule: "../negotiations/negotiations-api#RestSchedule",
    Attachment: "../negotiations/negotiations-api#RestAttachment",
  },
  api: ({ call }) => createNegotiationsApi(call),
  loaders: ({ api }) => ({ negotiations: () => createNegotiationsLoaders(api()) }),
});
