import type { RestCaller } from "../rest/caller";
import type { RestResult } from "../rest/types";

/** The master lists the schema exposes so far, by their REST name (`/pair/<name>`). */
export const masterLists = ["role-types", "associate-companies", "teams", "clients"] as const;
export type MasterList = (typeof masterLists)[number];

type PairPath<L extends MasterList> = `/api/v1/pair/${L}`;
/** An `{id, name}` entry: of a master list (which carries more columns) or embedded in a record. */
export type RestNamedItem = Pick<RestResult<PairPath<MasterList>, "get">[number], "id" | "name">;
/** A team also names its partner company, so the UI can offer only that company's teams. */
export type RestTeam = Pick<
  RestResult<PairPath<"teams">, "get">[number],
  "id" | "name" | "associateCompanyId"
>;

/** REST /pair/…, bound to one request's token. */
export function createMastersApi(call: RestCaller) {
  return {
    async list(name: MasterList): Promise<RestNamedItem[]> {
      return (await call.get(`/api/v1/pair/${name}`)).body ?? [];
    },
  };
}

export type MastersApi = ReturnType<typeof createMastersApi>;
