// Types derived from the REST API's OpenAPI document (generated/rest.ts), so a drift between
// the API and a gateway client fails `pnpm typecheck`.
import type { paths } from "../generated/rest";

export type RestPath = keyof paths;
type Method = "get" | "post" | "patch" | "delete";

type Operation<P extends RestPath, M extends Method> = M extends keyof paths[P]
  ? NonNullable<paths[P][M]>
  : never;

type JsonContent<R> = R extends { content: { "application/json": infer T } } ? T : never;

/** The JSON body of the success answer (200, else 201) of `M P`. */
export type RestResult<P extends RestPath, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer X }
      ? JsonContent<X>
      : R extends { 201: infer X }
        ? JsonContent<X>
        : never
    : never;

/** The JSON request body of `M P`. */
export type RestBody<P extends RestPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonContent<NonNullable<B>> : never;

/** The query parameters of `M P`. */
export type RestQuery<P extends RestPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
