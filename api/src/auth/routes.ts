import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { isPartner } from "../constructions/partner-scope";
import { messages, notFound } from "../platform/errors";
import { errorResponses } from "../platform/schemas";
import { loadUser } from "../users/repository";
import { User } from "../users/schemas";

/** The signed-in user, and how far its reads reach (the gateway's `viewer.can` reads it). */
const LoginUser = Type.Object({
  ...User.properties,
  ownConstructionsOnly: Type.Boolean({
    description:
      "true: a partner company's 工事担当 — every list answers only the constructions dispatched to its companies and what hangs on them (matters, projects, targets, units, customers' names, drop lines); no negotiation, visit memo or contract",
  }),
  machineClient: Type.Optional(
    Type.Object(
      {
        clientId: Type.String(),
        scopes: Type.Array(Type.String()),
      },
      {
        description:
          "Set for a machine client's token: its client id and the scopes it holds now (registered and on the token); `role` is the flags among them",
      },
    ),
  ),
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/login",
    {
      // A valid token whose user row is missing answers 404 (spec: 「該当ユーザが見つかりません」).
      config: { auth: "identity" },
      schema: {
        tags: ["auth"],
        summary:
          'The signed-in user (404 {"user":["該当ユーザが見つかりません"]} when the token has no user row)',
        response: { 200: LoginUser, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user ? await loadUser(app.db, request.user.id) : undefined;
      if (!user) throw notFound("user", messages.userNotFound);
      const machine = request.user.machineClient;
      if (machine) {
        const { clientId, scopes } = machine;
        return {
          ...user,
          role: request.user.flags,
          ownConstructionsOnly: isPartner(request),
          machineClient: { clientId, scopes },
        };
      }
      return { ...user, ownConstructionsOnly: isPartner(request) };
    },
  );
};
