import { z } from "zod";
import { tooLongMessage, type FieldSpec } from "@cfx/domain/fields/define";
import { dateFormatMessage, isIsoDate } from "./normalize";

// zod 4 probes `new Function` once to decide whether it may compile fast parsers. The gateway's
// CSP forbids eval, so the probe fails (harmlessly) but the browser reports a CSP violation on
// every form page. Every schema of the app imports `z` from here, so the probe never runs.
z.config({ jitless: true });

export { z };

/** A day from the kit's date input (ISO `YYYY-MM-DD`), or "" for none. */
export const optionalDay = (label: string) =>
  z.string().refine((v) => v === "" || isIsoDate(v), dateFormatMessage(label));

/** A day that must be given (one message when empty, not two). */
export const requiredDay = (label: string) =>
  optionalDay(label).refine((v) => v !== "", `${label}を入力してください`);

/**
 * A text field of the catalogue (@cfx/domain/fields): at most its `max` characters, with the
 * catalogue's label in the message, so the form, the API and the history agree on both.
 */
export const limitedText = (field: FieldSpec, options: { trim?: boolean } = {}) =>
  (options.trim ? z.string().trim() : z.string()).max(
    field.max ?? Number.MAX_SAFE_INTEGER,
    tooLongMessage(field),
  );
