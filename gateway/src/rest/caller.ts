import type { RestAnswer, RestCall, RestClient } from "./client";

/** A REST call already bound to one GraphQL request's token and request id. */
export type RestCaller = <T>(call: Omit<RestCall, "token" | "requestId">) => Promise<RestAnswer<T>>;

export function bindCaller(rest: RestClient, token: string, requestId?: string): RestCaller {
  return <T>(call: Omit<RestCall, "token" | "requestId">) =>
    rest.call<T>({ ...call, token, requestId });
}
