import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { messages, notFound } from "../platform/errors";
import { errorResponses } from "../platform/schemas";
import { loadUser } from "../users/repository";
import { User } from "../users/schemas";

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
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user ? await loadUser(app.db, request.user.id) : undefined;
      if (!user) throw notFound("user", messages.userNotFound);
      return user;
    },
  );
};
