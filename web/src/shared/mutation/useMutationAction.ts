import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback } from "react";
import { useMutation, type AnyVariables, type CombinedError, type OperationContext } from "urql";
import { useLocation } from "wouter";
import { useInformationActions } from "../../app/information";
import { withoutGuard } from "../form/navigation-guard";
import { mutationAlert, type MutationAction } from "../mutation-alert";

export interface MutationOutcome<Data> {
  ok: boolean;
  data?: Data | undefined;
  error?: CombinedError | undefined;
}

export interface MutationActionOptions {
  action: MutationAction;
  /** Where a success goes (spec §4: 200–206 → the list). */
  successPath?: string;
  /** A plain-string answer to show instead of the action's word (spec §8). */
  body?: string;
}

/**
 * Spec §4 for every write: show loading, run the mutation, on success leave for `successPath`
 * (without the unsaved-changes question), and in every case show the result alert.
 */
export function useMutationAction<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  { action, successPath, body }: MutationActionOptions,
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
      if (ok && successPath) withoutGuard(() => navigate(successPath));
      openAlert(alert.type, alert.message);
      return { ok, data: result.data, error: result.error };
    },
    [execute, startLoading, openAlert, navigate, action, successPath, body],
  );
}
