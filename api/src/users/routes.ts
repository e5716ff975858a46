import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { FLAGS } from "@cfx/domain/flags";
import { requireFlag } from "../auth/hooks";
import { notFound } from "../platform/errors";
import { parseIds, sendList } from "../platform/list";
import {
  DeletedBody,
  errorResponses,
  IdParams,
  NamedItem,
  VersionQuery,
} from "../platform/schemas";
import { registerUserExport } from "./export";
import { resetPassword } from "./account";
import { startStatusReconciler } from "./account-status";
import { isMachineUser, listUserNames } from "./repository";
import {
  CreateUserBody,
  ManagedUser,
  PatchUserBody,
  ResetPasswordBody,
  UserListQuery,
} from "./schemas";
import { createUser, deleteUser, getUser, listUsers, patchUser } from "./service";

const PairUsersQuery = Type.Object({
  ids: Type.Optional(
    Type.String({
      pattern: "^\\d+(,\\d+)*$",
      description: "Comma-separated ids: exactly those live users (DataLoader batches)",
    }),
  ),
  flag: Type.Optional(
    Type.Union(
      FLAGS.map((f) => Type.Literal(f)),
      {
        description:
          "Only the users whose role type grants this flag: the people who can do that work (e.g. negotiationEdit for 交渉担当者, matterRead for 責任者)",
      },
    ),
  ),
});

/**
 * /basis/users — user administration; every route needs userManage.
 * /pair/users — names only, for any signed-in user.
 */
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = requireFlag("userManage");
  const tags = ["users"];
  // The stored account statuses follow changes made directly in the pool (account-status.ts).
  const reconciler = startStatusReconciler(app.db, app.identityAdmin, app.log);
  app.addHook("onClose", async () => reconciler.stop());
  // A machine client's acting row is managed on its own screen (machine-clients), never here.
  const staffOnly = async (request: FastifyRequest) => {
    const id = (request.params as { id: number }).id;
    if (await isMachineUser(app.db, id)) throw notFound();
  };

  // Staff see who is assigned to a matter, negotiation or visit on every list page; the name is
  // all they get here (no e-mail, role or memberships), so no flag is needed.
  app.get(
    "/pair/users",
    {
      schema: {
        tags,
        summary:
          "Names of the live users {id, name} (any signed-in user), by id; with flag, only those whose role grants it",
        querystring: PairUsersQuery,
        response: { 200: Type.Array(NamedItem), ...errorResponses },
      },
    },
    async (request, reply) => {
      const rows = await listUserNames(app.db, parseIds(request.query.ids), request.query.flag);
      return sendList(reply, { rows, total: rows.length });
    },
  );

  app.get(
    "/basis/users",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "User list (filters: name (or kana)/email partial, roleTypeId, associateCompanyId, teamId, clientId; sort=name orders by 氏名カナ) with each account's pool status",
        querystring: UserListQuery,
        response: { 200: Type.Array(ManagedUser), ...errorResponses },
      },
    },
    async (request, reply) => sendList(reply, await listUsers(app.db, request.query)),
  );

  registerUserExport(app);

  app.get(
    "/basis/users/:id",
    {
      onRequest,
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "One user, with its pool status",
        params: IdParams,
        response: { 200: ManagedUser, ...errorResponses },
      },
    },
    async (request) => {
      const user = await getUser(app.db, request.params.id);
      if (!user) throw notFound();
      return user;
    },
  );

  app.post(
    "/basis/users",
    {
      onRequest,
      schema: {
        tags,
        summary: "Create a user and its identity account (temporary password)",
        body: CreateUserBody,
        response: { 201: ManagedUser, ...errorResponses, 502: errorResponses[400] },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createUser(app.db, app.identityAdmin, request.body, request.user.id)),
  );

  app.patch(
    "/basis/users/:id",
    {
      onRequest,
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "Update a user (optimistic version); an e-mail change also changes the sign-in name",
        params: IdParams,
        body: PatchUserBody,
        response: { 200: ManagedUser, ...errorResponses, 502: errorResponses[400] },
      },
    },
    async (request) =>
      patchUser(app.db, app.identityAdmin, request.params.id, request.body, request.user.id),
  );

  app.post(
    "/basis/users/:id/reset-password",
    {
      onRequest,
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "Give the user a new temporary password: a new one is asked at the next sign-in (audited, without the password)",
        params: IdParams,
        body: ResetPasswordBody,
        response: { 200: ManagedUser, ...errorResponses, 502: errorResponses[400] },
      },
    },
    async (request) =>
      resetPassword(
        app.db,
        app.identityAdmin,
        request.params.id,
        request.body.temporaryPassword,
        request.user.id,
      ),
  );

  app.delete(
    "/basis/users/:id",
    {
      onRequest,
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Delete a user (soft) and disable its identity account",
        params: IdParams,
        querystring: VersionQuery,
        response: { 200: DeletedBody, ...errorResponses, 502: errorResponses[400] },
      },
    },
    async (request) => {
      await deleteUser(
        app.db,
        app.identityAdmin,
        request.params.id,
        request.query.version,
        request.user.id,
      );
      return { id: request.params.id };
    },
  );
};
