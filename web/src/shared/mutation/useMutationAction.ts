import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback } from "react";
import { useMutation, type AnyVariables, type CombinedError, type OperationContext } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../information";
import { withoutGuard } from "../form/navigation-guard";
import { mutationAlert, type MutationAction } from "../mutation-alert";

export interface MutationOutcome<Data> {
  ok: boolean;
  data?: Data | undefined;
  error?: CombinedError | undefined;
}

export interface MutationActionOptions<Data = unknown> {
  action: MutationAction;
  /**
   * Where a success goes (docs/spec.md §4: 200–206 → the list), or — when it is known only from the
   * answer (a new record's page) — the function that reads it from the answer.
   */
  successPath?: string | ((data: Data) => string);
  /** A plain-string answer to show instead of the action's word (docs/spec.md §8). */
  body?: string;
  /** The product's own success message from the answer (e.g. with the new record's code). */
  successMessage?: (data: Data) => string;
}

/**
 * Spec §4 for every write: show loading, run the mutation, on success leave for `successPath`
 * (without the unsaved-changes question), and in every case show the result alert.
 */
export function useMutationAction<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  { action, successPath, body, successMessage }: MutationActionOptions<Data>,
) {
  const [, execute] = useMutation(document);
  const { startLoading, openAlert } = useInformationActions();
  const [, navigate] = useLocation();
  return useCallback(
    async (
      variables: Variables,
      context?: Partial<OperationContext>,
    ): Promise<MutationOutcome<Data>> => {
      startLoading();
      const result = await execute(variables, context);
      const alert = mutationAlert(result, body, action);
      const ok = alert.type === "success";
      const data = result.data;
      const path = typeof successPath === "function" ? data && successPath(data) : successPath;
      // Navigate first: the alert belongs to the page it opens on.
      if (ok && path) withoutGuard(() => navigate(path));
      openAlert(alert.type, ok && successMessage && data ? successMessage(data) : alert.message);
      return { ok, data: result.data, error: result.error };
    },
    [execute, startLoading, openAlert, navigate, action, successPath, body, successMessage],
  );
}
