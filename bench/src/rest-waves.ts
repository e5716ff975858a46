// The REST calls a gateway request made, read back: their paths and the waves the gateway ran
// them in. Sections 2, 3, 5 and 9a all read the counting proxy's calls this way.
import type { RestCall } from "./services";

export const pathOf = (url: string) => url.split("?")[0]!;

/**
 * The REST calls of one GraphQL request as the gateway overlapped them: each call's `after` are
 * the calls that had ended before it started (what it may have waited for); `shape` names them
 * wave by wave (`/a ∥ /b → /c`).
 */
export function wavesOf(made: RestCall[]): { after: RestCall[][]; shape: string } {
  const after = made.map((c) => made.filter((d) => d !== c && d.end <= c.start));
  const levels = made.map(function level(c): number {
    const deps = after[made.indexOf(c)]!;
    return deps.length ? 1 + Math.max(...deps.map(level)) : 0;
  });
  const shape = [...new Set(levels)]
    .sort()
    .map((l) =>
      made
        .filter((_, i) => levels[i] === l)
        .map((c) => pathOf(c.url).replace("/api/v1", ""))
        .join(" ∥ "),
    )
    .join(" → ");
  return { after, shape };
}
