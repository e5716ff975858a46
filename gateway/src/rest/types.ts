// Types derived from the REST API's OpenAPI document (generated/rest.ts), so a drift between
// the API and a gateway client fails `pnpm typecheck`.
import type { paths } from "../generated/rest";

export type RestPath = keyof paths;
export type RestMethod = "get" | "post" | "patch" | "delete";

/** The prefix of every path of the document; the client adds it itself. */
export const REST_PREFIX = "/api/v1";

type Operation<P extends RestPath, M extends RestMethod> = M extends keyof paths[P]
  ? NonNullable<paths[P][M]>
  : never;

/** The paths that answer method `M` (openapi-typescript writes `get?: never` for the others). */
export type RestPathOf<M extends RestMethod> = {
  [P in RestPath]: paths[P][M] extends { responses: unknown } ? P : never;
}[RestPath];

type JsonContent<R> = R extends { content: { "application/json": infer T } } ? T : never;

/** The JSON body of the success answer (200, else 201) of `M P`. */
export type RestResult<P extends RestPath, M extends RestMethod> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer X }
      ? JsonContent<X>
      : R extends { 201: infer X }
        ? JsonContent<X>
        : never
    : never;

/** The JSON request body of `M P` (`never` when it takes none). */
export type RestBody<P extends RestPath, M extends RestMethod> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonContent<NonNullable<B>> : never;

/** The query parameters of `M P` (`never` when it takes none). */
export type RestQuery<P extends RestPath, M extends RestMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The path parameters of `M P` (`never` when the path has none). */
export type RestPathParams<P extends RestPath, M extends RestMethod> =
  Operation<P, M> extends { parameters: { path: infer X } } ? X : never;

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Widen<E>[]
        : T extends object
          ? RestWire<T>
          : T;

/**
 * What the gateway may send where the API expects `T`: the same names with the same kinds of
 * value (string, number, boolean, array, object), but an enumeration as its base type and `null`
 * for an optional field. The GraphQL schema takes an `Int` where the API takes `1 | 2 | 3 | 4`
 * and lets any optional input be null; the API validates both and answers its own Japanese
 * field message, which the client shows. A renamed, removed or retyped field fails the check.
 */
export type RestWire<T> = {
  [K in keyof T]: Widen<T[K]> | (undefined extends T[K] ? null : never);
};

/**
 * `B` with every key `T` does not have typed `never`: an object of a computed type (not a
 * literal, which TypeScript checks itself) that carries a name the API does not know fails.
 */
export type Exact<B, T> = B & { [K in Exclude<keyof B, keyof T>]: never };

type PathPart<P extends RestPath, M extends RestMethod> = [RestPathParams<P, M>] extends [never]
  ? { path?: never }
  : { path: RestPathParams<P, M> };

type QueryPart<P extends RestPath, M extends RestMethod> = [RestQuery<P, M>] extends [never]
  ? { query?: never }
  : Operation<P, M> extends { parameters: { query: object } }
    ? { query: RestWire<RestQuery<P, M>> }
    : { query?: RestWire<RestQuery<P, M>> };

type BodyPart<P extends RestPath, M extends RestMethod> = [RestBody<P, M>] extends [never]
  ? { body?: never }
  : { body: RestWire<RestBody<P, M>> };

/** Path parameters, query and JSON body of `M P`, each required exactly when the API needs it. */
export type RestRequest<P extends RestPath, M extends RestMethod> = PathPart<P, M> &
  QueryPart<P, M> &
  BodyPart<P, M>;

/** Whether `M P` can be called without any option. */
type OptionsOptional<P extends RestPath, M extends RestMethod> =
  Record<string, never> extends RestRequest<P, M> ? true : false;

/** The options argument of `M P`: omitted when nothing is required. */
export type RestArgs<P extends RestPath, M extends RestMethod> =
  OptionsOptional<P, M> extends true ? [options?: RestRequest<P, M>] : [options: RestRequest<P, M>];
