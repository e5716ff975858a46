import type { Db } from "../db/client";
import type { AuthUser, VerifiedIdentity } from "../auth/hooks";
import type { IdentityAdmin } from "../users/identity-admin";
import type { AppConfig } from "../app";

declare module "fastify" {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Db;
    /** Admin operations on the identity user pool (users area). */
    identityAdmin: IdentityAdmin;
    config: AppConfig;
  }
  interface FastifyRequest {
    /**
     * The signed-in user. Set on every route except `auth: 'public'` ones, and except `auth: 'identity'`
     * routes whose token is valid but has no user row (then null).
     */
    user: AuthUser;
    /** The verified ID token (null on public routes). */
    identity: VerifiedIdentity | null;
  }
  interface FastifyContextConfig {
    /**
     * `'user'` (default): Bearer ID token of an existing user, else 401.
     * `'identity'`: valid token; `request.user` may be null (GET /login answers 404 then).
     * `'public'`: no token (healthz, openapi.json).
     */
    auth?: "user" | "identity" | "public";
  }
}
