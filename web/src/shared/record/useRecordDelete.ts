import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback, useState } from "react";
import type { AnyVariables } from "urql";
import { isConflict, serverFieldErrors } from "../form/server-errors";
import { useMutationAction } from "../mutation/useMutationAction";

export interface RecordDeleteControl<Variables> {
  /** The confirmation is open. */
  open: boolean;
  setOpen(open: boolean): void;
  /** Why the API refused, word for word (「案件が3件あるため…」: the alert bar drops digits). */
  refusal: string | null;
  /** Someone changed the record since it was read: offer 再読み込み. */
  conflict: boolean;
  closeConflict(): void;
  remove(variables: Variables): Promise<void>;
}

/**
 * 削除 of an edit page: the kit's mutation action (loading, result alert, back to `successPath`),
 * a refusal kept word for word, and a stale version told apart so the page offers 再読み込み.
 * `additionalTypenames` are the lists the deletion changes (urql refreshes their queries).
 */
export function useRecordDelete<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  options: { successPath: string; additionalTypenames?: string[] },
): RecordDeleteControl<Variables> {
  const { successPath, additionalTypenames } = options;
  const execute = useMutationAction(document, { action: "delete", successPath });
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const key = additionalTypenames?.join(",");
  const remove = useCallback(
    async (variables: Variables) => {
      setRefusal(null);
      const outcome = await execute(
        variables,
        key ? { additionalTypenames: key.split(",") } : undefined,
      );
      if (outcome.ok) return;
      if (isConflict(outcome.error)) return setConflict(true);
      const reason = serverFieldErrors(outcome.error).flatMap((e) => e.messages)[0];
      if (reason) setRefusal(reason);
    },
    [execute, key],
  );
  return {
    open,
    setOpen,
    refusal,
    conflict,
    closeConflict: useCallback(() => setConflict(false), []),
    remove,
  };
}
