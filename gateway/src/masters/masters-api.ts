import type { RestCaller } from "../rest/caller";
import { REST_MAX_PAGE_SIZE } from "../rest/pages";
import { type PairPath } from "../rest/pair-lists";
import type { RestBody, RestPathOf, RestQuery, RestResult, RestWire } from "../rest/types";

/** The measurement thresholds: a `/pair` table of ranges per point and wavelength, not of names. */
const THRESHOLDS = "/api/v1/pair/measurement-thresholds";

/**
 * Every master list of docs/DOMAIN.md by its REST name (`/pair/<name>`), taken from the API's
 * document: a new list there is a new name here. `/pair/users` is not a master list (the
 * assignable users, below), nor are the measurement thresholds (rows without a name, below).
 */
export type MasterList = Exclude<PairPath, "users" | "measurement-thresholds">;

type ListPath<L extends MasterList> = `/api/v1/pair/${L}`;

/** The lists the API lets masterManage change (the others are fixed by the spec). */
export type EditableMasterList =
  Extract<RestPathOf<"post">, ListPath<MasterList>> extends `/api/v1/pair/${infer N}` ? N : never;
/** The editable lists that have no column of their own: `{name, sortOrder}`. */
type PlainMasterList = Exclude<EditableMasterList, "teams" | "device-models">;

/** An `{id, name}` entry: of a master list (which carries more columns) or embedded in a record. */
export type RestNamedItem = Pick<RestResult<ListPath<MasterList>, "get">[number], "id" | "name">;

type TeamRow = RestResult<ListPath<"teams">, "get">[number];
type DeviceModelRow = RestResult<ListPath<"device-models">, "get">[number];
/**
 * A row of any master list: `{id, name}` always; the menu order and version where the list has
 * them (not /pair/projects), and the columns of teams and device models. Named after the API's
 * fields, so a renamed column fails the type check.
 */
export type RestMasterRow = RestNamedItem &
  Partial<Pick<TeamRow, "sortOrder" | "version" | "associateCompanyId" | "retiredAt">> &
  Partial<Pick<DeviceModelRow, "deviceLineType">>;

/** A team also names its partner company, so the UI can offer only that company's teams. */
export type RestTeam = Pick<TeamRow, "id" | "name" | "associateCompanyId">;

type Body<L extends EditableMasterList, M extends "post" | "patch"> = RestWire<
  RestBody<M extends "post" ? ListPath<L> : `${ListPath<L>}/{id}`, M>
>;

/** A create, per shape of list: the body is checked against that list's own. */
export type MasterCreate =
  | { list: "teams"; body: Body<"teams", "post"> }
  | { list: "device-models"; body: Body<"device-models", "post"> }
  | { list: PlainMasterList; body: Body<PlainMasterList, "post"> };

/** An update, per shape of list. */
export type MasterUpdate =
  | { list: "teams"; body: Body<"teams", "patch"> }
  | { list: "device-models"; body: Body<"device-models", "patch"> }
  | { list: PlainMasterList; body: Body<PlainMasterList, "patch"> };

/** A measurement threshold row as the API answers it. */
export type RestMeasurementThreshold = RestResult<`${typeof THRESHOLDS}/{id}`, "get">;
export type RestThresholdCreate = RestWire<RestBody<typeof THRESHOLDS, "post">>;
export type RestThresholdUpdate = RestWire<RestBody<`${typeof THRESHOLDS}/{id}`, "patch">>;
type RestThresholdQuery = RestWire<NonNullable<RestQuery<typeof THRESHOLDS, "get">>>;

/** REST /pair/…, bound to one request's token. */
export function createMastersApi(call: RestCaller) {
  return {
    /** The live users whose role grants `flag` (`/pair/users?flag=`). */
    async usersWith(
      flag: NonNullable<RestWire<NonNullable<RestQuery<"/api/v1/pair/users", "get">>>["flag"]>,
    ): Promise<RestNamedItem[]> {
      return (await call.get("/api/v1/pair/users", { query: { flag } })).body ?? [];
    },
    async create(write: MasterCreate): Promise<RestMasterRow> {
      switch (write.list) {
        case "teams":
          return (await call.post("/api/v1/pair/teams", { body: write.body })).body;
        case "device-models":
          return (await call.post("/api/v1/pair/device-models", { body: write.body })).body;
        default:
          return (await call.post(`/api/v1/pair/${write.list}`, { body: write.body })).body;
      }
    },
    async update(id: number, write: MasterUpdate): Promise<RestMasterRow> {
      const path = { id };
      switch (write.list) {
        case "teams":
          return (await call.patch("/api/v1/pair/teams/{id}", { path, body: write.body })).body;
        case "device-models":
          return (await call.patch("/api/v1/pair/device-models/{id}", { path, body: write.body }))
            .body;
        default:
          return (await call.patch(`/api/v1/pair/${write.list}/{id}`, { path, body: write.body }))
            .body;
      }
    },
    /** Retires (true) or restores (false) an entry: a PATCH of `retired` with the version. */
    async retire(
      list: EditableMasterList,
      id: number,
      version: number,
      retired: boolean,
    ): Promise<RestMasterRow> {
      const answer = await call.patch(`/api/v1/pair/${list}/{id}`, {
        path: { id },
        body: { version, retired },
      });
      return answer.body;
    },
    /** Every entry of the list in this order (menu positions 1, 2, 3…); the list as it is now. */
    async reorder(list: EditableMasterList, ids: number[]): Promise<RestMasterRow[]> {
      return (await call.post(`/api/v1/pair/${list}/order`, { body: { ids } })).body ?? [];
    },
    async remove(list: EditableMasterList, id: number, version: number): Promise<number> {
      const answer = await call.delete(`/api/v1/pair/${list}/{id}`, {
        path: { id },
        query: { version },
      });
      return answer.body?.id ?? id;
    },
    thresholds: {
      /** Every live row (a dozen at most: one per point and wavelength), in one call. */
      async list(filter: Pick<RestThresholdQuery, "point">): Promise<RestMeasurementThreshold[]> {
        const query = { ...filter, page: 1, pageSize: REST_MAX_PAGE_SIZE, sort: "id" as const };
        return (await call.get(THRESHOLDS, { query })).body ?? [];
      },
      async create(body: RestThresholdCreate): Promise<RestMeasurementThreshold> {
        return (await call.post(THRESHOLDS, { body })).body;
      },
      async update(id: number, body: RestThresholdUpdate): Promise<RestMeasurementThreshold> {
        return (await call.patch(`${THRESHOLDS}/{id}`, { path: { id }, body })).body;
      },
      async remove(id: number, version: number): Promise<number> {
        const answer = await call.delete(`${THRESHOLDS}/{id}`, {
          path: { id },
          query: { version },
        });
        return answer.body?.id ?? id;
      },
    },
  };
}

export type MastersApi = ReturnType<typeof createMastersApi>;
