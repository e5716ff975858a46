import type { CombinedError } from "urql";
import { alertFromCombinedError, resultAlert, type ResultAlert } from "./result-alert";

/**
 * The alert of a finished mutation (spec §4: "in every case show the alert result"). A GraphQL
 * answer without errors is the REST call's 2xx: 登録しました。, or `body` when the caller has a
 * plain-string answer to show instead (spec §8). Field values such as a returned id are never the message.
 */
export function mutationAlert(
  result: { error?: CombinedError | undefined },
  body?: string,
): ResultAlert {
  if (result.error) return alertFromCombinedError(result.error);
  return resultAlert(200, body);
}
