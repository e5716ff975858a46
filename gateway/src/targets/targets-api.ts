import type { RestCaller } from "../rest/caller";
import type { RestClient } from "../rest/client";
import type { RestQuery, RestResult } from "../rest/types";
import { createResourceApi, type RestListQuery, type RestRecord } from "../rest/resource";
import { createUploadCaller } from "../rest/upload";
import { GatewayError } from "../errors";

export type RestTarget = RestRecord<"/api/v1/basis/targets">;
export type RestTargetDetail = RestRecord<"/api/v1/basis/target-details">;
export type RestCustomer = RestRecord<"/api/v1/basis/customers">;
export type RestCustomerService = RestRecord<"/api/v1/basis/customer-services">;
export type RestTargetQuery = RestListQuery<"/api/v1/basis/targets">;
export type RestPostalAddress = RestResult<"/api/v1/postal-codes/{code}", "get">;
export type RestDuplicateQuery = RestQuery<"/api/v1/basis/targets/duplicates", "get">;

type ImportAnswer = RestResult<"/api/v1/import/targets", "post">;
type ImportCreated = { created: number; ids: number[] };
/** What a dry run or a real import answered (TargetImportResult's parent). */
export type TargetImportAnswer = {
  dryRun: boolean;
  total: number;
  valid: number;
  created: number;
  errors: { row: number; field: string; message: string }[];
  ids: number[];
};

/** REST /basis/targets, /basis/target-details, /basis/customers, /basis/customer-services, /import/targets. */
export function createTargetsApi(
  call: RestCaller,
  rest: RestClient,
  token: string,
  requestId?: string,
) {
  const upload = createUploadCaller(rest, token, requestId, call.nextWriteKey);
  return {
    targets: createResourceApi(call, "/api/v1/basis/targets"),
    details: createResourceApi(call, "/api/v1/basis/target-details"),
    customers: createResourceApi(call, "/api/v1/basis/customers"),
    services: createResourceApi(call, "/api/v1/basis/customer-services"),
    /** The address of a postal code from the API's bundled data; null when it knows none. */
    async postalAddress(postalCode: string): Promise<RestPostalAddress | null> {
      try {
        return (await call.get("/api/v1/postal-codes/{code}", { path: { code: postalCode } })).body;
      } catch (error) {
        if (error instanceof GatewayError && error.code === "NOT_FOUND") return null;
        throw error;
      }
    },
    /** Active targets with the same address or pole number (at most 10). */
    async duplicates(query: RestDuplicateQuery): Promise<RestTarget[]> {
      return (await call.get("/api/v1/basis/targets/duplicates", { query })).body ?? [];
    },
    /** The CSV bytes go as the raw `text/csv` body the API reads (it detects the encoding). */
    async importTargets(bytes: Buffer, dryRun: boolean): Promise<TargetImportAnswer> {
      const answer = await upload<ImportAnswer | ImportCreated>({
        path: "/import/targets",
        query: { dryRun: dryRun ? "true" : undefined },
        bytes,
      });
      const body = answer.body;
      if ("errors" in body) {
        return {
          dryRun: true,
          total: body.total,
          valid: body.valid,
          created: 0,
          errors: body.errors,
          ids: [],
        };
      }
      const created = body as ImportCreated;
      return {
        dryRun: false,
        total: created.created,
        valid: created.created,
        created: created.created,
        errors: [],
        ids: created.ids,
      };
    },
  };
}

export type TargetsApi = ReturnType<typeof createTargetsApi>;
