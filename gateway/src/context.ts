import type DataLoader from "dataloader";
import { createLoginApi, type LoginApi, type RestLoginUser } from "./auth/login-api";
import type { ViewerCache } from "./auth/viewer-cache";
import type { AreaRest, GatewayModule, SharedLoaders } from "./define-module";
import type { LiveAccess } from "./live/service";
import { gatewayModules } from "./modules";
import { bindCaller } from "./rest/caller";
import type { RestClient } from "./rest/client";
import { writeKeys } from "./rest/idempotency";
import { pairLoader, type PairPath, type RestPairItem } from "./rest/pair-lists";

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
  /** The REST clients: the caller's own record (`login`) and one per area of modules.ts. */
  api: Flat<{ login: LoginApi } & AreaApis>;
  /** Set only on a request of /graphql/stream (live/transport.ts): what subscriptions use. */
  live?: LiveAccess;
  /** Per-request batching and caching: N lookups in one request become one REST call. */
  loaders: Flat<
    {
      /** Any `/pair/<name>` list, read once per request and shared for a few seconds. */
      pairs: DataLoader<PairPath, readonly RestPairItem[]>;
    } & AreaLoaders
  >;
};

type AreaModule = (typeof gatewayModules)[number];
type Connected<M extends AreaModule> = ReturnType<M["connect"]>;
type ApiOf<M extends AreaModule> =
  NonNullable<Connected<M>["api"]> extends () => infer Api ? Api : never;
type LazyLoadersOf<M extends AreaModule> = NonNullable<Connected<M>["loaders"]>;
/** Each area's client under its name; an area without one (live) has no key. */
type AreaApis = {
  [M in AreaModule as [ApiOf<M>] extends [never] ? never : M["name"]]: ApiOf<M>;
};
type LoaderKeyOf<M> = M extends AreaModule ? keyof LazyLoadersOf<M> : never;
type LoaderOf<M, K> = M extends AreaModule
  ? K extends keyof LazyLoadersOf<M>
    ? LazyLoadersOf<M>[K] extends () => infer Loader
      ? Loader
      : never
    : never
  : never;
/** Every key an area's loaders declare, with what its thunk makes. */
type AreaLoaders = { [K in LoaderKeyOf<AreaModule>]: LoaderOf<AreaModule, K> };
/** One object type instead of an intersection, for readable hovers and errors. */
type Flat<T> = { [K in keyof T]: T[K] };

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
  const areaRest: AreaRest = {
    call,
    rest: options.rest,
    token: options.token,
    requestId: options.requestId,
  };
  const shared: SharedLoaders = { pairs, sharedReads: options.rest.sharedReads.enabled };
  // Each area's client and loaders are made when first used: a request touches one or two areas,
  // and a live stream (live/) keeps its context for hours. All of them cost ~39 KB a context.
  const { api, loaders } = connectAreas(areaRest, shared, () => createLoginApi(call));
  return {
    token,
    identity: options.identity,
    requestId: options.requestId,
    origin: options.origin ?? "",
    viewer: viewerOf,
    freshViewer,
    api,
    loaders,
  };
}

type AreaParts = Pick<GatewayContext, "api" | "loaders">;

/** The context's `api` and `loaders`: the caller's own client and shared lists, then every area's. */
function connectAreas(rest: AreaRest, shared: SharedLoaders, login: () => LoginApi): AreaParts {
  const api: Record<string, () => unknown> = { login };
  const loaders: Record<string, () => unknown> = { pairs: () => shared.pairs };
  // Seen through the loosest module type: the keys are what matter here, the types are above.
  const modules: readonly GatewayModule<string, unknown, Record<string, unknown>>[] =
    gatewayModules;
  for (const module of modules) {
    const area = module.connect(rest, shared);
    if (area.api) addOnce(api, module.name, area.api);
    for (const [key, make] of Object.entries(area.loaders ?? {})) addOnce(loaders, key, make);
  }
  const parts = { api: lazily(api), loaders: lazily(loaders) };
  if (!isAreaParts(parts)) throw new Error("context: the areas' keys do not match their types");
  return parts;
}

/** Two areas claiming one key would silently shadow each other: refused when the context is made. */
function addOnce(into: Record<string, () => unknown>, key: string, make: () => unknown) {
  if (key in into) throw new Error(`context: two areas declare \`${key}\``);
  into[key] = make;
}

/**
 * TypeScript cannot follow a loop over the list into the mapped types of AreaApis and AreaLoaders,
 * so this is where the built objects take their types: the same list builds both (addOnce refuses
 * a key twice), and modules.test.ts checks a context's clients against the list.
 */
function isAreaParts(parts: {
  api: Record<string, unknown>;
  loaders: Record<string, unknown>;
}): parts is AreaParts {
  return "login" in parts.api && "pairs" in parts.loaders;
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
