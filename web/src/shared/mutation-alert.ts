import type { CombinedError } from "urql";
import {
  alertFromCombinedError,
  resultAlert,
  SUCCESS_MESSAGE,
  type ResultAlert,
} from "./result-alert";

/** What a mutation did: its success alert names it (issue #10; docs/spec.md §8 says 登録しました。 for all). */
export type MutationAction = "create" | "update" | "delete";

export const ACTION_MESSAGES: Readonly<Record<MutationAction, string>> = {
  create: SUCCESS_MESSAGE,
  update: "更新しました。",
  delete: "削除しました。",
};

/**
 * The alert of a finished mutation (docs/spec.md §4: "in every case show the alert result"). A GraphQL
 * answer without errors is the REST call's 2xx: the action's word, or `body` when the caller has a
 * plain-string answer to show instead (docs/spec.md §8). Field values such as a returned id are never the message.
 */
export function mutationAlert(
  result: { error?: CombinedError | undefined },
  body?: string,
  action: MutationAction = "create",
): ResultAlert {
  if (result.error) return alertFromCombinedError(result.error);
  return resultAlert(200, body, ACTION_MESSAGES[action]);
}
