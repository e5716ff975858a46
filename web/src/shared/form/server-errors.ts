import type { CombinedError } from "urql";

// The gateway carries the REST API's 400/409 bodies as `extensions.fieldErrors` ([{field, messages}],
// docs/CONTRACTS.md). The kit puts each message under its field; the alert shows the first one.

export interface ServerFieldError {
  field: string;
  messages: string[];
}

interface Extensions {
  code?: string;
  fieldErrors?: unknown;
}

function isFieldError(value: unknown): value is ServerFieldError {
  const v = value as ServerFieldError | null;
  return typeof v?.field === "string" && Array.isArray(v.messages);
}

/** Every field error of a failed mutation, in the server's order. */
export function serverFieldErrors(error: CombinedError | undefined): ServerFieldError[] {
  if (!error) return [];
  return error.graphQLErrors.flatMap((e) => {
    const list = (e.extensions as Extensions | undefined)?.fieldErrors;
    return Array.isArray(list) ? list.filter(isFieldError) : [];
  });
}

/** A stale version: someone else saved the record after this page read it. */
export function isConflict(error: CombinedError | undefined): boolean {
  return !!error?.graphQLErrors.some(
    (e) => (e.extensions as Extensions | undefined)?.code === "CONFLICT",
  );
}

/**
 * The server's field errors that belong to a field of the form, keyed by the form's field name.
 * `aliases` maps an API key to the form's name when they differ (e.g. `username` → `email`).
 */
export function fieldErrorsForForm(
  error: CombinedError | undefined,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { field, messages } of serverFieldErrors(error)) {
    const name = aliases[field] ?? field;
    if (fields.includes(name) && !(name in found) && messages.length > 0)
      found[name] = messages.join(" ");
  }
  return found;
}
