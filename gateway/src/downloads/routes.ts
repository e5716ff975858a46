import type { IncomingHttpHeaders } from "node:http";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { InvalidTokenError, type IdTokenVerifier } from "@cfx/identity/verifier";
import { bearerToken } from "../auth/authenticate";
import { messages } from "../errors";
import type { RestClient } from "../rest/client";
import { exportQuery } from "./export-query";
import { MAX_ZIP_FILES } from "./file-urls";

// File downloads on the gateway's own origin, so the browser saves them from the page's origin
// with the page's token: CSV exports of the lists and attachments. The gateway checks the token
// (401 before any REST call) and streams the API's answer through unchanged; the API decides
// the flag, the row scope and the masking, exactly as for the list or record itself (a 403 or
// 404 comes back as the API gave it). The token travels in the Authorization header, never in
// the URL: the web app fetches the file and saves the blob (web/src/shared/files/download.ts).

const EXPORT_FILE = /^([a-z][a-z-]{0,39})\.csv$/;
const RECORD_ID = /^[1-9]\d{0,9}$/;
// Only what describes the file; the gateway's own security headers are set by the hook.
const PASSED_HEADERS = ["content-type", "content-length", "content-disposition"] as const;

// What the API serves with its own type after checking the bytes (api/src/attachments/
// content-type.ts), and the exports and ZIPs it makes itself. Anything else — application/
// octet-stream above all — is also put in a CSP sandbox here: even opened on its own in a tab,
// it runs no script in this origin, where the session's tokens are (#36).
const RENDERED_SAFELY = /^(image\/(jpeg|png|webp|heic)|application\/(pdf|zip)|text\/csv)\s*(;|$)/i;

/** The ids of a ZIP download's query, or undefined when one is not an id or there are too many. */
export function zipIds(url: string): number[] | undefined {
  const query = new URLSearchParams(url.split("?")[1] ?? "");
  const raw = [...query.getAll("id"), ...query.getAll("ids").flatMap((v) => v.split(","))];
  if (!raw.length || !raw.every((id) => RECORD_ID.test(id))) return undefined;
  const ids = [...new Set(raw.map(Number))];
  return ids.length <= MAX_ZIP_FILES ? ids : undefined;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: "Not Found" });
}

export const downloadRoutes: FastifyPluginAsync<{
  rest: RestClient;
  /** The GraphQL endpoint's VerifiedTokens: a page's token is checked once for both. */
  verifier: Pick<IdTokenVerifier, "verify">;
  timeoutMs: number;
}> = async (app, { rest, verifier, timeoutMs }) => {
  /** The token of a request whose token is valid, else undefined (401 sent). */
  async function verifiedToken(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      try {
        await verifier.verify(token);
        return token;
      } catch (error) {
        const reason = error instanceof InvalidTokenError ? error.reason : "verifier failed";
        request.log.info({ reason }, "refused ID token (download)");
      }
    }
    void reply
      .code(401)
      .header("www-authenticate", "Bearer")
      .send({ error: "Unauthorized", message: messages.UNAUTHENTICATED });
    return undefined;
  }

  /** GET `path` of the API with the caller's token, its answer streamed to the browser. */
  async function streamFromApi(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    path: string,
  ) {
    let res;
    try {
      res = await rest.pool.request({
        method: "GET",
        path,
        headers: { authorization: `Bearer ${token}`, "x-request-id": request.id },
        headersTimeout: timeoutMs,
        // Between two pieces of the body, not for the whole file: a 100,000-row export takes longer.
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      request.log.warn({ err: error }, "download: API unreachable");
      return reply.code(502).send({ error: "Bad Gateway", message: messages.UPSTREAM_UNAVAILABLE });
    }
    reply.code(res.statusCode);
    const headers: IncomingHttpHeaders = res.headers;
    for (const name of PASSED_HEADERS) {
      const value = headers[name];
      if (typeof value === "string") void reply.header(name, value);
    }
    if (res.statusCode === 200) {
      // A file is always saved, never shown as a page of this origin.
      const disposition = headers["content-disposition"];
      if (typeof disposition !== "string" || !disposition.startsWith("attachment"))
        void reply.header("content-disposition", "attachment");
    }
    void reply.header("x-content-type-options", "nosniff").header("cache-control", "no-store");
    const type = headers["content-type"];
    if (res.statusCode === 200 && !(typeof type === "string" && RENDERED_SAFELY.test(type))) {
      const policy = reply.getHeader("content-security-policy");
      void reply.header(
        "content-security-policy",
        policy ? `${String(policy)};sandbox` : "sandbox",
      );
    }
    // A browser that goes away closes the reply, which destroys this body and so the API's
    // connection: the API stops reading rows.
    return reply.send(res.body);
  }

  app.get<{ Params: { file: string } }>("/export/:file", async (request, reply) => {
    const match = EXPORT_FILE.exec(request.params.file);
    if (!match) return notFound(reply);
    const token = await verifiedToken(request, reply);
    if (!token) return reply;
    const search = exportQuery(request.url);
    return streamFromApi(
      request,
      reply,
      token,
      `${rest.url(`/export/${match[1]}`)}${search ? `?${search}` : ""}`,
    );
  });

  // Several files as one ZIP: `?id=1&id=2` (or `?ids=1,2`), at most 100, checked here before any
  // REST call; the API checks that the caller may see every one of them.
  app.get("/files/attachments.zip", async (request, reply) => {
    const ids = zipIds(request.url);
    if (!ids) return notFound(reply);
    const token = await verifiedToken(request, reply);
    if (!token) return reply;
    return streamFromApi(
      request,
      reply,
      token,
      `${rest.url("/basis/attachments/zip")}?ids=${ids.join(",")}`,
    );
  });

  app.get<{ Params: { id: string } }>("/files/attachments/:id", async (request, reply) => {
    if (!RECORD_ID.test(request.params.id)) return notFound(reply);
    const token = await verifiedToken(request, reply);
    if (!token) return reply;
    return streamFromApi(
      request,
      reply,
      token,
      rest.url(`/basis/attachments/${request.params.id}/content`),
    );
  });
};
