import type { RestCaller } from "../rest/caller";
import type { RestResult } from "../rest/types";
import { createResourceApi, type RestRecord } from "../rest/resource";
import type { RestClient } from "../rest/client";
import { createUploadCaller } from "../rest/upload";

export type RestLineCode = RestRecord<"/api/v1/basis/line-codes">;

type ImportAnswer = RestResult<"/api/v1/import/line-codes", "post">;
type ImportDry = Extract<ImportAnswer, { errors: unknown }>;
type ImportWritten = { created: number; updated: number; ids: number[] };
type UploadCaller = ReturnType<typeof createUploadCaller>;

/** What a dry run or a real import answered (LineCodeImportResult's parent). */
export type LineCodeImportAnswer = {
  dryRun: boolean;
  total: number;
  valid: number;
  created: number;
  updated: number;
  errors: { row: number; field: string; message: string }[];
  ids: number[];
};

/** REST /basis/line-codes and /import/line-codes. */
export function createLineCodesApi(
  call: RestCaller,
  rest: RestClient,
  token: string,
  requestId?: string,
) {
  const upload = createUploadCaller(rest, token, requestId, call.nextWriteKey);
  return {
    lineCodes: createResourceApi(call, "/api/v1/basis/line-codes"),
    import: (bytes: Buffer, dryRun: boolean) => importLineCodes(upload, bytes, dryRun),
  };
}

/**
 * POST /import/line-codes: the CSV bytes as the raw `text/csv` body the API reads (it detects
 * the encoding). `upload` is the request's upload caller (bound to its token).
 */
async function importLineCodes(
  upload: UploadCaller,
  bytes: Buffer,
  dryRun: boolean,
): Promise<LineCodeImportAnswer> {
  const answer = await upload<ImportDry | ImportWritten>({
    path: "/import/line-codes",
    query: { dryRun: dryRun ? "true" : undefined },
    bytes,
  });
  const body = answer.body;
  if ("errors" in body) return { dryRun: true, ...body, ids: [] };
  const total = body.created + body.updated;
  return { dryRun: false, total, valid: total, errors: [], ...body };
}

export type LineCodesApi = ReturnType<typeof createLineCodesApi>;
