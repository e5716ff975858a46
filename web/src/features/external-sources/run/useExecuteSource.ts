import { useCallback } from "react";
import { useMutation } from "urql";
import { getFragmentData } from "@/gql";
import { fileVariable, UPLOAD_CONTEXT } from "@/shared/files/upload";
import { alertFromCombinedError } from "@/shared/result-alert";
import { ExternalSourceRun_ExecuteMutation } from "./execute-source";
import { ExternalSourceRun_RunFragment } from "./run-fragment";
import type { RunOutcome } from "./run-queue";

/**
 * Runs one source now: a CSV source sends its file's own bytes (base64), which the API reads in
 * the source's encoding, so a Shift_JIS file needs no decoding here. The runs are recorded
 * (ExternalSourceDetail), so the source and its history are refreshed.
 */
export function useExecuteSource() {
  const [, execute] = useMutation(ExternalSourceRun_ExecuteMutation);
  return useCallback(
    async (id: string, file?: File): Promise<RunOutcome> => {
      const result = await execute(
        {
          id,
          ...(file ? { content: fileVariable(file), contentEncoding: "BASE64" as const } : {}),
        },
        {
          additionalTypenames: ["ExternalSource", "ExternalSourceDetail"],
          ...(file ? UPLOAD_CONTEXT : {}),
        },
      );
      const answer = result.data?.executeExternalSource;
      const run = answer && getFragmentData(ExternalSourceRun_RunFragment, answer);
      if (result.error || !run)
        return {
          kind: "refused",
          message: result.error
            ? alertFromCombinedError(result.error).message
            : "実行できませんでした",
        };
      return {
        kind: "done",
        status: run.status,
        total: run.rowsTotal,
        created: run.rowsCreated,
        updated: run.rowsUpdated,
        failed: run.rowsFailed,
      };
    },
    [execute],
  );
}
