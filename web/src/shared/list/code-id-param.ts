import type { CodePrefix } from "@cfx/domain/codes";
import { idParam, type ParamParser } from "./list-params";

/**
 * A record picked by its display code in a filter: `TA-00000042`, `ta-42` or `42` (full-width
 * too, as a Japanese IME types it) → 42. The URL keeps the bare id; anything else (another
 * prefix, no digits) is ignored like any bad parameter.
 */
export const codeIdParam = (prefix: CodePrefix): ParamParser<number> => {
  const id = idParam();
  const pattern = new RegExp(`^(?:${prefix}-?)?(\\d{1,15})$`, "i");
  return {
    parse: (values) => {
      const raw = (values[0] ?? "").normalize("NFKC").trim();
      const match = pattern.exec(raw);
      return match ? id.parse([String(Number(match[1]))]) : undefined;
    },
    format: id.format,
  };
};
