import type { FastifyRequest } from "fastify";
import { InvalidTokenError, trustedUntilMs, type IdTokenVerifier } from "@cfx/identity/verifier";
import { createContext, type GatewayContext, type Identity } from "../context";
import type { ViewerCache } from "./viewer-cache";
import { unauthenticatedRequest } from "../errors";
import type { RestClient } from "../rest/client";
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from "../rest/idempotency";

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +([^\s]+) *$/i.exec(header ?? "");
  return match?.[1];
}

/** What the request's bearer token proved, before any context is built. */
export type VerifiedRequest = {
  token: string;
  identity: Identity;
  idempotencyKey: string | undefined;
};

export type AuthenticateOptions = {
  request: FastifyRequest;
  /** The verifier itself, or its recent verifications (verified-tokens.ts). */
  verifier: Pick<IdTokenVerifier, "verify">;
  rest: RestClient;
  viewerCache?: ViewerCache;
};

/**
 * The bearer token verified. Any failure throws UNAUTHENTICATED with HTTP 401, so no resolver
 * runs and no REST call is made.
 */
export async function verifyRequest(
  request: FastifyRequest,
  verifier: Pick<IdTokenVerifier, "verify">,
): Promise<VerifiedRequest> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticatedRequest();
  const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
  let identity;
  try {
    identity = await verifier.verify(token);
  } catch (error) {
    const reason = error instanceof InvalidTokenError ? error.reason : "verifier failed";
    request.log.info({ reason }, "refused ID token");
    throw unauthenticatedRequest();
  }
  const expiresAtMs = trustedUntilMs(identity.claims);
  return {
    token,
    identity: {
      sub: identity.sub,
      email: identity.email,
      ...(identity.machine ? { machine: { clientId: identity.machine.clientId } } : {}),
      ...(expiresAtMs === undefined ? {} : { expiresAtMs }),
    },
    idempotencyKey,
  };
}

/** The context of a verified request: /graphql's and every event's of /graphql/stream. */
export function contextOf(
  verified: VerifiedRequest,
  options: Omit<AuthenticateOptions, "verifier">,
): GatewayContext {
  const { request, rest, viewerCache } = options;
  return createContext({
    rest,
    token: verified.token,
    identity: verified.identity,
    requestId: request.id,
    // Behind a proxy named in TRUST_PROXY, its X-Forwarded-Proto and -Host (Fastify's trustProxy).
    origin: `${request.protocol}://${request.host}`,
    idempotencyKey: verified.idempotencyKey,
    viewerCache,
  });
}

/**
 * Apollo's context function: the ID token is verified before anything else happens. Any
 * failure throws UNAUTHENTICATED with HTTP 401, so no resolver runs and no REST call is made.
 */
export async function authenticate(options: AuthenticateOptions): Promise<GatewayContext> {
  return contextOf(await verifyRequest(options.request, options.verifier), options);
}
