import type DataLoader from "dataloader";
import { createLoginApi, type LoginApi, type RestLoginUser } from "./auth/login-api";
import type { ViewerCache } from "./auth/viewer-cache";
import {
  createMastersApi,
  type MasterList,
  type MastersApi,
  type RestNamedItem,
} from "./masters/masters-api";
import { bindCaller } from "./rest/caller";
import { writeKeys } from "./rest/idempotency";
import type { RestClient } from "./rest/client";
import {
  createMachineClientsApi,
  type MachineClientsApi,
} from "./machine-clients/machine-clients-api";
import { createUsersApi, type RestUser, type RestUserRef, type UsersApi } from "./users/users-api";
import { createConstructionsApi, type ConstructionsApi } from "./constructions/constructions-api";
import { createConstructionsLoaders, type ConstructionsLoaders } from "./constructions/loaders";
import { createDashboardApi, type DashboardApi } from "./dashboard/dashboard-api";
import {
  createExternalSourcesApi,
  type ExternalSourcesApi,
} from "./external-sources/external-sources-api";
import {
  createExternalSourcesLoaders,
  type ExternalSourcesLoaders,
} from "./external-sources/loaders";
import { createHistoryApi, type HistoryApi } from "./history/history-api";
import { createLineCodesApi, type LineCodesApi } from "./linecodes/linecodes-api";
import { createLineCodesLoaders, type LineCodesLoaders } from "./linecodes/loaders";
import { createDocumentsApi, type DocumentsApi } from "./documents/documents-api";
import { createNegotiationsLoaders, type NegotiationsLoaders } from "./negotiations/loaders";
import { createNegotiationsApi, type NegotiationsApi } from "./negotiations/negotiations-api";
import { createProjectsLoaders, type ProjectsLoaders } from "./projects/loaders";
import { createProjectsApi, type ProjectsApi } from "./projects/projects-api";
import { createTargetsLoaders, type TargetsLoaders } from "./targets/loaders";
import { byIdLoader, pairLoader, type PairPath, type RestPairItem } from "./rest/resource";
import { createTargetsApi, type TargetsApi } from "./targets/targets-api";
import type { LiveAccess } from "./live/service";

/** What the verified token says about the caller. */
export type Identity = {
  sub: string;
  email: string;
  /** Set for a machine client's access token (issue #39): its app client id. */
  machine?: { clientId: string };
  /** Until when (ms since the epoch) the token is trusted: a live stream ends then (live/). */
  expiresAtMs?: number;
};

/** Per-request state every resolver sees; built only after the token was verified. */
export type GatewayContext = {
  /** The raw ID token, forwarded to the REST API (which verifies it again). */
  token: string;
  identity: Identity;
  requestId: string;
  /** The gateway's origin as the caller reached it (`https://cfx.example.jp`): file URLs start with it. */
  origin: string;
  /**
   * The signed-in user's record for permission checks: from the viewer cache (a few seconds old
   * at most) or GET /api/v1/login, at most one REST call per request.
   */
  viewer(): Promise<RestLoginUser>;
  /** The record read from GET /api/v1/login in this request (`Query.viewer`), never cached. */
  freshViewer(): Promise<RestLoginUser>;
  api: {
    login: LoginApi;
    users: UsersApi;
    machineClients: MachineClientsApi;
    masters: MastersApi;
    targets: TargetsApi;
    projects: ProjectsApi;
    negotiations: NegotiationsApi;
    documents: DocumentsApi;
    constructions: ConstructionsApi;
    lineCodes: LineCodesApi;
    externalSources: ExternalSourcesApi;
    dashboard: DashboardApi;
    history: HistoryApi;
  };
  /** Set only on a request of /graphql/stream (live/transport.ts): what subscriptions use. */
  live?: LiveAccess;
  /** Per-request batching and caching: N lookups in one request become one REST call. */
  loaders: {
    /** Full user records (/basis/users, needs userManage): `Query.user`. */
    userById: DataLoader<number, RestUser | null>;
    /** `{id, name}` (/pair/users, any signed-in user): assignees, managers, authors. */
    userRefById: DataLoader<number, RestUserRef | null>;
    masterList: DataLoader<MasterList, readonly RestNamedItem[]>;
    /** Any `/pair/<name>` list, read once per request and shared for a few seconds. */
    pairs: DataLoader<PairPath, readonly RestPairItem[]>;
    targets: TargetsLoaders;
    projects: ProjectsLoaders;
    negotiations: NegotiationsLoaders;
    constructions: ConstructionsLoaders;
    lineCodes: LineCodesLoaders;
    externalSources: ExternalSourcesLoaders;
  };
};

export function createContext(options: {
  rest: RestClient;
  token: string;
  identity: Identity;
  requestId: string;
  /** The gateway's origin as the caller reached it (scheme and host; "" when not known). */
  origin?: string;
  /** The GraphQL request's Idempotency-Key: each REST write it makes gets `${key}:${n}`. */
  idempotencyKey?: string | undefined;
  /** Shared by all requests of the gateway; absent = every request reads /login. */
  viewerCache?: ViewerCache;
}): GatewayContext {
  const call = bindCaller(
    options.rest,
    options.token,
    options.requestId,
    writeKeys(options.idempotencyKey),
  );
  // Each area's client and loaders are made when first used: a request touches one or two areas,
  // and a live stream (live/) keeps its context for hours. All of them cost ~39 KB a context.
  const api = lazily<GatewayContext["api"]>({
    login: () => createLoginApi(call),
    users: () => createUsersApi(call),
    machineClients: () => createMachineClientsApi(call),
    masters: () => createMastersApi(call),
    targets: () => createTargetsApi(call, options.rest, options.token, options.requestId),
    projects: () => createProjectsApi(call),
    negotiations: () => createNegotiationsApi(call),
    documents: () => createDocumentsApi(call),
    constructions: () => createConstructionsApi(call),
    lineCodes: () => createLineCodesApi(call, options.rest, options.token, options.requestId),
    externalSources: () =>
      createExternalSourcesApi(call, options.rest, options.token, options.requestId),
    dashboard: () => createDashboardApi(call),
    history: () => createHistoryApi(call),
  });
  const { token, viewerCache } = options;
  let viewer: Promise<RestLoginUser> | undefined;
  let fresh: Promise<RestLoginUser> | undefined;
  const freshViewer = () => {
    fresh ??= viewerCache ? viewerCache.store(token, api.login.me()) : api.login.me();
    return fresh;
  };
  const viewerOf = () => {
    viewer ??= viewerCache ? viewerCache.load(token, freshViewer) : freshViewer();
    return viewer;
  };
  // Shared lists are read for a user the gateway has checked (see pairLoader).
  const pairs = pairLoader(call, options.rest.sharedReads.enabled ? viewerOf : undefined);
  return {
    token,
    identity: options.identity,
    requestId: options.requestId,
    origin: options.origin ?? "",
    viewer: viewerOf,
    freshViewer,
    api,
    loaders: lazily<GatewayContext["loaders"]>({
      userById: () => byIdLoader(api.users.byIds),
      // The names of a page's assignees and authors: from the shared list of all users' names
      // when lists are shared (no call at all while it is fresh), else by id.
      userRefById: () =>
        byIdLoader(
          options.rest.sharedReads.enabled
            ? async (ids) => {
                const wanted = new Set(ids);
                const found = (await pairs.load("users")).filter((user) => wanted.has(user.id));
                // The shared list names the staff; a machine client's acting row (what an
                // integration wrote) is named by id.
                const missing = ids.filter((id) => !found.some((user) => user.id === id));
                return missing.length ? [...found, ...(await api.users.refsByIds(missing))] : found;
              }
            : api.users.refsByIds,
        ),
      // One loader behind both: a page that lists the clients and names each row's client reads
      // /pair/clients once.
      masterList: () => pairs,
      pairs: () => pairs,
      targets: () => createTargetsLoaders(api.targets),
      projects: () => createProjectsLoaders(api.projects),
      negotiations: () => createNegotiationsLoaders(api.negotiations),
      constructions: () => createConstructionsLoaders(api.constructions),
      lineCodes: () => createLineCodesLoaders(api.lineCodes),
      externalSources: () => createExternalSourcesLoaders(api.externalSources),
    }),
  };
}

/**
 * An object whose properties are made on first read (and then kept): `make` holds one factory per
 * property. A property may be replaced by assignment like a plain one.
 */
function lazily<T extends object>(make: { [K in keyof T]: () => T[K] }): T {
  const out = {} as T;
  for (const key of Object.keys(make) as (keyof T)[]) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make[key]();
        Object.defineProperty(out, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return value;
      },
      set(value: T[keyof T]) {
        Object.defineProperty(out, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      },
    });
  }
  return out;
}
