import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { DeletedBody, IdParams, VersionQuery, errorResponses } from "../platform/schemas";
import {
  CreateMachineClientBody,
  MachineClient,
  MachineClientWithSecret,
  PatchMachineClientBody,
  RotateBody,
} from "./schemas";
import {
  createMachineClient,
  deleteMachineClient,
  getMachineClient,
  listMachineClients,
  rotateMachineClientSecret,
  updateMachineClient,
  type ClientMode,
} from "./service";

/**
 * /basis/machine-clients — the integrations allowed in (issue #39); every route needs userManage.
 * In local mode the product makes each client's id and secret; in Cognito mode it registers an app
 * client made in the user pool (README: 連携クライアント).
 */
export function machineClientsRoutes(mode: ClientMode): FastifyPluginAsyncTypebox {
  return async (app) => {
    const onRequest = requireFlag("userManage");
    const tags = ["machine-clients"];

    app.get(
      "/basis/machine-clients",
      {
        onRequest,
        schema: {
          tags,
          summary: "連携クライアントの一覧（名称順）",
          response: { 200: Type.Array(MachineClient), ...errorResponses },
        },
      },
      async () => listMachineClients(app.db),
    );

    app.get(
      "/basis/machine-clients/:id",
      {
        onRequest,
        schema: {
          tags,
          summary: "連携クライアント1件",
          params: IdParams,
          response: { 200: MachineClient, ...errorResponses },
        },
      },
      async (request) => getMachineClient(app.db, request.params.id),
    );

    app.post(
      "/basis/machine-clients",
      {
        onRequest,
        schema: {
          tags,
          summary:
            "連携クライアントの登録。ローカルモードではクライアントIDとシークレットを発行し、シークレットはこの応答でだけ返す",
          body: CreateMachineClientBody,
          response: { 201: MachineClientWithSecret, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id, secret } = await app.db.transaction((tx) =>
          createMachineClient(tx, request.body, request.user.id, mode),
        );
        return reply.status(201).send({ client: await getMachineClient(app.db, id), secret });
      },
    );

    app.patch(
      "/basis/machine-clients/:id",
      {
        onRequest,
        schema: {
          tags,
          summary: "連携クライアントの変更（名称・スコープ・協力会社・停止）",
          params: IdParams,
          body: PatchMachineClientBody,
          response: { 200: MachineClient, ...errorResponses },
        },
      },
      async (request) => {
        const { version, ...changes } = request.body;
        await updateMachineClient(app.db, request.params.id, version, changes, request.user.id);
        return getMachineClient(app.db, request.params.id);
      },
    );

    app.post(
      "/basis/machine-clients/:id/rotate-secret",
      {
        onRequest,
        schema: {
          tags,
          summary:
            "シークレットの再発行（ローカルモード）。以前のシークレットではすぐにトークンを取得できなくなる",
          params: IdParams,
          body: RotateBody,
          response: { 200: MachineClientWithSecret, ...errorResponses },
        },
      },
      async (request) => {
        const secret = await rotateMachineClientSecret(
          app.db,
          request.params.id,
          request.body.version,
          request.user.id,
        );
        return { client: await getMachineClient(app.db, request.params.id), secret };
      },
    );

    app.delete(
      "/basis/machine-clients/:id",
      {
        onRequest,
        schema: {
          tags,
          summary: "連携クライアントの削除（論理削除）",
          params: IdParams,
          querystring: VersionQuery,
          response: { 200: DeletedBody, ...errorResponses },
        },
      },
      async (request) => {
        await deleteMachineClient(
          app.db,
          request.params.id,
          request.query.version,
          request.user.id,
        );
        return { id: request.params.id };
      },
    );
  };
}
