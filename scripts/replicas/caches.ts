// Short caches across replicas: a change made through one replica must be refused by every
// replica within the cache's lifetime. The API keeps a verified token's user for
// AUTH_CACHE_TTL_MS (api/src/auth/user-cache.ts) and drops it at once only in the process that
// made the change; the gateway keeps the viewer's flags for VIEWER_CACHE_TTL_MS
// (gateway/src/auth/viewer-cache.ts), but a stale flag there only lets a request through to the
// API, which checks the user again. So the bound for every replica is the API's TTL.
import { graphql, restStatus, succeeded } from "./http";

export type Target = {
  name: string;
  /** True when this replica accepts the token for the probed data, false when it refuses it. */
  accepts(token: string): Promise<boolean>;
};

/**
 * A replica serving MATTER_READ data (the attachment list): an API directly, or a gateway's
 * GraphQL. Both users of the checks hold MATTER_READ and lose it (deleted; 引込線登録 has not).
 */
export function apiTarget(name: string, apiUrl: string): Target {
  return {
    name,
    accepts: async (token) =>
      (await restStatus(`${apiUrl}/api/v1/basis/attachments?page=1&pageSize=1`, token)) === 200,
  };
}

// The download list: MATTER_READ (or a 工事担当's own constructions), checked by the API.
const PROBE = `query ReplicaCacheProbe { attachments(page: 1, pageSize: 1) { items { id } } }`;

export function gatewayTarget(name: string, gatewayUrl: string): Target {
  return {
    name,
    accepts: async (token) => succeeded(await graphql(gatewayUrl, token, PROBE, {})),
  };
}

export type Refusal = {
  name: string;
  /** Seconds from the change until the replica refused for good; undefined: it never did. */
  seconds: number | undefined;
  probes: number;
};

/**
 * Probes every target every `intervalMs` for `windowMs` after `changedAt` (ms, performance.now)
 * and says, per target, from when on it refused the token and never accepted it again.
 */
export async function watchRefusals(
  targets: Target[],
  token: string,
  changedAt: number,
  windowMs: number,
  intervalMs = 100,
): Promise<Refusal[]> {
  return Promise.all(
    targets.map(async (target) => {
      let refusedSince: number | undefined;
      let probes = 0;
      while (performance.now() - changedAt < windowMs) {
        const sent = performance.now();
        let accepted: boolean;
        try {
          accepted = await target.accepts(token);
        } catch {
          accepted = false; // no answer is no service either, but say so in the count below
        }
        probes++;
        if (accepted) refusedSince = undefined;
        else refusedSince ??= sent;
        await new Promise((r) =>
          setTimeout(r, Math.max(0, intervalMs - (performance.now() - sent))),
        );
      }
      return {
        name: target.name,
        seconds:
          refusedSince === undefined ? undefined : Math.max(0, refusedSince - changedAt) / 1000,
        probes,
      };
    }),
  );
}

/** Accepts on every target now (the caches of every replica hold the token's user). */
export async function warm(targets: Target[], token: string): Promise<string[]> {
  const refused: string[] = [];
  for (const target of targets) if (!(await target.accepts(token))) refused.push(target.name);
  return refused;
}

export const USER_QUERY = `query ReplicaUser($email: String) { users(filter: { email: $email }, pageSize: 5) { items { id email version } } }`;
export type UserRow = { id: string; email: string; version: number };
export const DELETE_USER = `mutation ReplicaDeleteUser($id: ID!, $version: Int!) { deleteUser(id: $id, version: $version) }`;
export const CHANGE_ROLE = `mutation ReplicaChangeRole($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id roleType { id } } }`;
