import { z } from "zod";
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
