// The REST client as area code sees it: one method per HTTP method, keyed by the path template of
// the API's OpenAPI document (generated/rest.ts). The path decides the path parameters, the query,
// the JSON body and the answer's type, so a drift between the API and a gateway client fails
// `pnpm typecheck`. Underneath is RestClient.call: its pool, timeouts, GET retries, error mapping.
import type { HttpMethod, QueryValue, RestAnswer, RestClient } from "./client";
import {
  REST_PREFIX,
  type RestArgs,
  type RestMethod,
  type RestPathOf,
  type RestResult,
} from "./types";

type TypedCall<M extends RestMethod> = <P extends RestPathOf<M>>(
  path: P,
  ...args: RestArgs<P, M>
) => Promise<RestAnswer<RestResult<P, M>>>;

/** REST calls already bound to one GraphQL request's token and request id. */
export type RestCaller = {
  get: TypedCall<"get">;
  post: TypedCall<"post">;
  patch: TypedCall<"patch">;
  delete: TypedCall<"delete">;
  /**
   * Any method and path, typed by the caller: only for rest/resource.ts, whose methods take their
   * types from a path that is still a type parameter there (TypeScript cannot resolve a typed
   * call on it). Area code uses get/post/patch/delete.
   */
  send<T>(method: HttpMethod, template: string, options?: Options): Promise<RestAnswer<T>>;
  /** The next write's Idempotency-Key (rest/idempotency.ts), for writes sent around this caller. */
  nextWriteKey(): string | undefined;
};

/**
 * What every typed request is at run time (its types were checked at the call); `shared`: see
 * RestCall.shared.
 */
type Options = { path?: unknown; query?: unknown; body?: unknown; shared?: boolean };

function entries(value: unknown): [string, unknown][] {
  return typeof value === "object" && value !== null ? Object.entries(value) : [];
}

/** The typed query as the client's: strings, numbers and booleans; empties are dropped there. */
function queryOf(value: unknown): Record<string, QueryValue> | undefined {
  if (value === undefined) return undefined;
  const query: Record<string, QueryValue> = {};
  for (const [key, item] of entries(value)) {
    if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") {
      query[key] = item;
    }
  }
  return query;
}

/** `/api/v1/basis/targets/{id}` with `{id: 3}` → `/basis/targets/3`. */
export function restPath(template: string, params?: unknown): string {
  const values = new Map(entries(params));
  const path = template.startsWith(REST_PREFIX) ? template.slice(REST_PREFIX.length) : template;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`REST path ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function bindCaller(
  rest: RestClient,
  token: string,
  requestId?: string,
  nextWriteKey: () => string | undefined = () => undefined,
): RestCaller {
  const send = <T>(
    method: HttpMethod,
    template: string,
    options: Options = {},
  ): Promise<RestAnswer<T>> =>
    rest.call<T>({
      method,
      path: restPath(template, options.path),
      query: queryOf(options.query),
      body: options.body,
      token,
      requestId,
      // Taken when the write is sent, so the n-th write of a request keeps its n.
      idempotencyKey: method === "GET" ? undefined : nextWriteKey(),
      shared: options.shared,
    });
  const typed =
    (method: HttpMethod) =>
    <T>(template: string, options?: Options): Promise<RestAnswer<T>> =>
      send<T>(method, template, options);
  return {
    get: typed("GET"),
    post: typed("POST"),
    patch: typed("PATCH"),
    delete: typed("DELETE"),
    send,
    nextWriteKey,
  };
}
