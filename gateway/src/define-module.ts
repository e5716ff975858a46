import type DataLoader from "dataloader";
import type { Resolvers, ResolversTypes } from "./generated/resolvers-types";
import type { RestCaller } from "./rest/caller";
import type { RestClient } from "./rest/client";
import type { PairPath, RestPairItem } from "./rest/pair-lists";

/** What an area's REST client is made of, once per GraphQL request. */
export type AreaRest = {
  /** Typed calls bound to the request's token, request id and idempotency keys. */
  call: RestCaller;
  /** The raw client: uploads and file streams go around `call` (targets, linecodes…). */
  rest: RestClient;
  token: string;
  requestId: string;
};

/** What every area's loaders may share within one request. */
export type SharedLoaders = {
  /** Any `/pair/<name>` list, read once per request and shared for a few seconds. */
  pairs: DataLoader<PairPath, readonly RestPairItem[]>;
  /** Whether the /pair lists are shared between requests (rest/shared-reads.ts). */
  sharedReads: boolean;
};

/** What an area's loader factory gets: its own REST client and the shared loaders. */
export type AreaLoaderTools<Api> = SharedLoaders & {
  /** The area's client of this request; a function, so loaders never read make it. */
  api: () => Api;
};

/** What an area declares, once, in `src/<area>/module.ts`. */
export type GatewayModuleSpec<Name extends string, Api, Loaders> = {
  /** The area's key in `context.api` (camelCase: `lineCodes`). */
  name: Name;
  /** Merged into the schema in the order of `gatewayModules`. */
  resolvers: Resolvers;
  mappers?: Mappers;
  /** The area's REST client: `context.api.<name>`. */
  api?: (rest: AreaRest) => Api;
  /**
   * Each key becomes `context.loaders.<key>`. A key's loaders are made by its thunk, on first read:
   * a request touches one or two areas.
   */
  loaders?: (tools: AreaLoaderTools<Api>) => LazyLoaders<Loaders>;
};

export type LazyLoaders<Loaders> = { [K in keyof Loaders]: () => Loaders[K] };

/**
 * GraphQL types whose resolvers get the REST record as it comes, as codegen's `path#Type` relative
 * to src/generated/: codegen.ts reads them from the modules for the resolver types.
 */
export type Mappers = { [Type in keyof ResolversTypes]?: string };

/** An area within one request: its client and loaders, each made when first asked for. */
export type ConnectedModule<Api, Loaders> = {
  api: (() => Api) | undefined;
  loaders: LazyLoaders<Loaders> | undefined;
};

export type GatewayModule<Name extends string, Api, Loaders> = {
  name: Name;
  resolvers: Resolvers;
  mappers: Mappers;
  connect(rest: AreaRest, shared: SharedLoaders): ConnectedModule<Api, Loaders>;
};

/**
 * An area of the gateway: its resolvers, REST client and loaders in one object, listed once in
 * modules.ts. The loaders are wired to the area's own client here, where its type is still known,
 * so context.ts can iterate over the list without knowing any area.
 */
export function defineGatewayModule<
  const Name extends string,
  Api = never,
  Loaders = Record<never, never>,
>(spec: GatewayModuleSpec<Name, Api, Loaders>): GatewayModule<Name, Api, Loaders> {
  return {
    name: spec.name,
    resolvers: spec.resolvers,
    mappers: spec.mappers ?? {},
    connect(rest, shared) {
      const makeApi = spec.api;
      let made: { api: Api } | undefined;
      // One client per request, shared by `context.api.<name>` and the area's loaders.
      const api = makeApi ? () => (made ??= { api: makeApi(rest) }).api : undefined;
      const loaders = spec.loaders?.({
        ...shared,
        api: () => {
          if (!api) throw new Error(`${spec.name}: loaders without a REST client`);
          return api();
        },
      });
      return { api, loaders };
    },
  };
}
