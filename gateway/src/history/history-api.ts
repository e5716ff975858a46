import type { RestCaller } from "../rest/caller";
import type { RestResult } from "../rest/types";

/** The most rows GET /audit answers at once (api/src/history/routes.ts). */
const AUDIT_PAGE = 1000;

/** One audit row of GET /audit (oldest first there). */
export type RestAuditRow = RestResult<"/api/v1/audit", "get">[number];

/**
 * REST GET /audit: the API applies the record's own read rule (flag, row scope, masking) and
 * answers 403/404 for a record the caller may not read, so the gateway decides nothing here.
 */
export function createHistoryApi(call: RestCaller) {
  return {
    /** Every row of the record's history, oldest first (the API answers 1,000 rows a call). */
    async rows(entity: string, entityId: number): Promise<RestAuditRow[]> {
      const rows: RestAuditRow[] = [];
      for (;;) {
        const after = rows.at(-1)?.id;
        const answer = await call.get("/api/v1/audit", {
          query: after === undefined ? { entity, entityId } : { entity, entityId, after },
        });
        const page = answer.body ?? [];
        rows.push(...page);
        if (page.length < AUDIT_PAGE) return rows;
      }
    },
  };
}

export type HistoryApi = ReturnType<typeof createHistoryApi>;
