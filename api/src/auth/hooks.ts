import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { trustedUntilMs } from "@cfx/identity/verifier";
import type { MachineScope } from "@cfx/domain/machine-scopes";
import type { Db } from "../db/client";
import { machineCaller } from "../machine-clients/service";
import { forbidden, unauthorized } from "../platform/errors";
import { resolveSignedInUser } from "../users/account-status";
import { loadUser } from "../users/repository";
import type { Flag, Flags } from "./flags";
import type { UserCache } from "./user-cache";

/** What the API needs of an ID token (the identity package's verifier returns this). */
export interface VerifiedIdentity {
  sub: string;
  email: string;
  claims: Record<string, unknown>;
  /** A machine client's access token (issue #39): its client id and `scope` claim. */
  machine?: { clientId: string; scope: string };
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}

/** The signed-in user on `request.user`. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  roleTypeId: number;
  flags: Flags;
  /** In membership order: the first is the user's own. */
  associateCompanyIds: number[];
  teamIds: number[];
  clientIds: number[];
  /**
   * Set when the caller is a machine client (issue #39): `id` is its acting user row, `flags` the
   * permission flags among the scopes both registered and on the token.
   */
  machineClient?: { id: number; clientId: string; scopes: MachineScope[] };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The per-token cache of the signed-in user (see `user-cache.ts`). */
export type AuthUserCache = UserCache<AuthUser, VerifiedIdentity>;

/**
 * Global onRequest hook: verifies the Bearer ID token and loads the user bound to the token's
 * `sub` (users.sub). The e-mail claim identifies nobody: a user pool lets its users' addresses
 * change, so matching on it would let one user become another. A verified token without a live
 * user row is 401 everywhere (a deleted user's session is over), except on `auth: 'identity'`
 * routes (GET /login) which answer 404 「該当ユーザが見つかりません」 so the sign-in page can tell
 * "not registered" from "bad session".
 *
 * With a `cache`, a token verified and resolved to a live user less than the TTL ago (and not
 * yet expired) is served from it: no signature check, no user queries.
 */
export function authenticate(
  db: Db,
  verifier: TokenVerifier,
  cache?: AuthUserCache,
): onRequestAsyncHookHandler {
  return async function authenticateHook(request) {
    const mode = request.routeOptions.config?.auth ?? "user";
    request.identity = null;
    if (mode === "public") return;
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match) throw unauthorized();
    const token = match[1]!;
    const cached = cache?.get(token);
    if (cached) {
      request.identity = cached.identity;
      request.user = cached.user;
      return;
    }
    const since = cache?.begin() ?? 0;
    let identity: VerifiedIdentity;
    try {
      identity = await verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: (error as Error)?.message }, "rejected ID token");
      throw unauthorized();
    }
    if (!identity.sub) throw unauthorized();
    request.identity = identity;
    if (identity.machine) {
      // Only a registered, enabled client; never "not registered" (404) as for a person.
      const caller = await machineCaller(db, identity.machine);
      if (!caller) throw unauthorized();
      request.user = caller;
      cache?.set(token, caller, identity, trustedUntilMs(identity.claims), since);
      return;
    }
    // Also notes a completed first sign-in in the stored account status (no pool call).
    const id = await resolveSignedInUser(db, identity);
    const record = id === undefined ? undefined : await loadUser(db, id);
    if (!record) {
      if (mode === "identity") {
        request.user = null as unknown as AuthUser;
        return;
      }
      throw unauthorized();
    }
    const user: AuthUser = {
      id: record.id,
      email: record.email,
      name: record.name,
      roleTypeId: record.roleTypeId,
      flags: record.role,
      associateCompanyIds: record.associateCompanies.map((c) => c.id),
      teamIds: record.teams.map((t) => t.id),
      clientIds: record.clients.map((c) => c.id),
    };
    request.user = user;
    // Never past the token's exp nor its maximum age (#36).
    cache?.set(token, user, identity, trustedUntilMs(identity.claims), since);
  };
}

/**
 * Route-level hook: 403 `{"permission":[…]}` unless the signed-in user's role has `flag`.
 * Runs in onRequest (after authentication, before body validation) so a forbidden caller learns
 * nothing about the body rules: `app.post('/x', { onRequest: requireFlag('masterManage'), … })`.
 */
export function requireFlag(flag: Flag): onRequestAsyncHookHandler {
  return async function requireFlagHook(request) {
    if (!hasFlag(request, flag)) throw forbidden();
  };
}

export function hasFlag(request: FastifyRequest, flag: Flag): boolean {
  return Boolean(request.user?.flags[flag]);
}
