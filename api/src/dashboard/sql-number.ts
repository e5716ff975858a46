// The dashboard's figures are SQL counts and sums: bigint and numeric arrive from pg as strings,
// and an empty group as null. One reading for every module of the area.

/** A count or sum read from SQL as a number (null → 0). */
export const n = (value: unknown): number => Number(value ?? 0);
