// POST /oauth2/token in local mode (issue #39): the emulator has no client-credentials grant, so
// the product answers it for its registered clients, as Cognito's token endpoint would
// (RFC 6749 §4.4: form body, client authentication by Basic header or form fields, errors as
// `{ error, error_description }`). The gateway forwards its own /oauth2/token here.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { scopeClaim, scopesOfClaim } from "@cfx/domain/machine-scopes";
import { mintLocalClientToken } from "@cfx/identity/local-client-tokens";
import { Type } from "typebox";
import { ErrorBody } from "../platform/schemas";
import { authenticateClient } from "./service";
import { OAuthError, TokenAnswer, TokenBody } from "./schemas";

/** The client id and secret of a Basic header, or undefined. */
function basicCredentials(header: string | undefined): [string, string] | undefined {
  const match = /^Basic\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match) return undefined;
  const text = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = text.indexOf(":");
  if (colon < 0) return undefined;
  return [decodeURIComponent(text.slice(0, colon)), decodeURIComponent(text.slice(colon + 1))];
}

export function localTokenRoute(issuer: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    app.post(
      "/oauth2/token",
      {
        config: { auth: "public" },
        schema: {
          tags: ["machine-clients"],
          summary:
            "ローカルモードのトークン発行 (OAuth 2.0 client credentials): 登録済みの連携クライアントのアクセストークン",
          consumes: ["application/x-www-form-urlencoded"],
          body: TokenBody,
          // A malformed form gets the API's usual field errors.
          response: { 200: TokenAnswer, 400: Type.Union([OAuthError, ErrorBody]), 401: OAuthError },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const body = request.body;
        if (body.grant_type !== "client_credentials") {
          return reply.status(400).send({
            error: "unsupported_grant_type",
            error_description: "grant_type は client_credentials のみ使用できます",
          });
        }
        const basic = basicCredentials(request.headers.authorization);
        const [clientId, secret] = basic ?? [body.client_id ?? "", body.client_secret ?? ""];
        const registered =
          clientId && secret ? await authenticateClient(app.db, clientId, secret) : undefined;
        if (!registered) {
          if (basic) reply.header("www-authenticate", 'Basic realm="cfx"');
          return reply.status(401).send({
            error: "invalid_client",
            error_description: "クライアントIDまたはシークレットが正しくないか、停止されています",
          });
        }
        // A requested scope narrows the registered ones; one not registered is refused.
        const asked = body.scope === undefined ? registered : scopesOfClaim(body.scope);
        if (body.scope !== undefined && asked.some((s) => !registered.includes(s))) {
          return reply.status(400).send({
            error: "invalid_scope",
            error_description: "登録されていないスコープが指定されました",
          });
        }
        const { accessToken, expiresIn } = mintLocalClientToken({
          issuer,
          clientId,
          scope: scopeClaim(asked),
        });
        return { access_token: accessToken, token_type: "Bearer" as const, expires_in: expiresIn };
      },
    );
  };
}
