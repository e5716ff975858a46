// How one URL parameter of a list becomes a typed value and back. A value the parser does not
// accept is ignored (the list opens as if the parameter were absent), and an empty value is
// dropped: docs/spec.md §5, empty filters are removed before the search.

/** Reads the raw values of one query parameter (`getAll`) and writes them back. */
export interface ParamParser<T> {
  parse(values: readonly string[]): T | undefined;
  format(value: T): string[];
}

const first = (values: readonly string[]) => values[0]?.trim() ?? "";

/** Free text (partial match on the server); blank is empty. */
export const textParam = (): ParamParser<string> => ({
  parse: (values) => first(values) || undefined,
  format: (value) => [value.trim()].filter(Boolean),
});

/** A record id: a positive integer written in ASCII digits. */
export const idParam = (): ParamParser<number> => ({
  parse: (values) => {
    const raw = first(values);
    if (!/^\d{1,15}$/.test(raw)) return undefined;
    const n = Number(raw);
    return n > 0 ? n : undefined;
  },
  format: (value) => (Number.isInteger(value) && value > 0 ? [String(value)] : []),
});

/** One of a fixed set of values (an enumeration of the schema). */
export const enumParam = <T extends string>(allowed: readonly T[]): ParamParser<T> => ({
  parse: (values) => allowed.find((a) => a === first(values)),
  format: (value) => (allowed.includes(value) ? [value] : []),
});

/** A calendar day `YYYY-MM-DD` that exists (2024-02-30 does not). */
export const dateParam = (): ParamParser<string> => ({
  parse: (values) => {
    const raw = first(values);
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
    if (!match) return undefined;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const day = new Date(Date.UTC(y, m - 1, d));
    return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
      ? raw
      : undefined;
  },
  format: (value) => [value],
});

/** Several values of one kind (`?status=A&status=B`); the bad ones and duplicates are dropped. */
export const multiParam = <T>(item: ParamParser<T>): ParamParser<T[]> => ({
  parse: (values) => {
    const out: T[] = [];
    for (const raw of values) {
      const v = item.parse([raw]);
      if (v !== undefined && !out.includes(v)) out.push(v);
    }
    return out.length > 0 ? out : undefined;
  },
  format: (value) => value.flatMap((v) => item.format(v)),
});
