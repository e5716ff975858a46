// `POST /oauth2/token` on the gateway's origin, local mode only (issue #39): integrations get
// their client-credentials tokens where they send their queries, as from Cognito's token endpoint
// in production. The API answers it (machine-clients/token-route.ts); this forwards the form as
// sent and the answer as given.
import type { FastifyPluginAsync } from "fastify";
import type { RestClient } from "../rest/client";

const FORM = "application/x-www-form-urlencoded";
const FORM_LIMIT_BYTES = 4096;

export const tokenProxy: FastifyPluginAsync<{ rest: RestClient; timeoutMs: number }> = async (
  app,
  { rest, timeoutMs },
) => {
  app.addContentTypeParser(
    FORM,
    { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.post("/oauth2/token", async (request, reply) => {
    if (!String(request.headers["content-type"] ?? "").startsWith(FORM)) {
      return reply.code(400).send({
        error: "invalid_request",
        error_description: `Content-Type は ${FORM} で送ってください`,
      });
    }
    const headers: Record<string, string> = { "content-type": FORM, "x-request-id": request.id };
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    let res;
    try {
      res = await rest.pool.request({
        method: "POST",
        path: rest.url("/oauth2/token"),
        headers,
        body: String(request.body ?? ""),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      request.log.warn({ err: error }, "token: API unreachable");
      return reply.code(502).send({
        error: "temporarily_unavailable",
        error_description: "サーバーに接続できません。しばらくしてから再度お試しください",
      });
    }
    const answer = await res.body.text();
    const authenticate = res.headers["www-authenticate"];
    if (typeof authenticate === "string") void reply.header("www-authenticate", authenticate);
    return reply
      .code(res.statusCode)
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "no-store")
      .send(answer);
  });
};
