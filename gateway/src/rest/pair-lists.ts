// The API's `/pair/<name>` lists of `{id, name}` entries: one loader per request, shared with
// other requests for a few seconds, and the entry of an id. Its own module: context.ts and the
// history and masters areas use it without the resource factory.
import DataLoader from "dataloader";
import type { RestCaller } from "./caller";
import type { RestPathOf, RestResult } from "./types";

/** A `/pair/<name>` list of `{id, name}` entries (the measurement thresholds have no names). */
export type PairPath = {
  [P in RestPathOf<"get">]: P extends `/api/v1/pair/${infer N}`
    ? N extends `${string}/${string}`
      ? never
      : RestResult<P, "get"> extends readonly { name: string }[]
        ? N
        : never
    : never;
}[RestPathOf<"get">];
export type RestPairItem = { id: number; name: string };

/** `/pair` lists that are not master tables: they have no retired entries (nor the parameter). */
const WITHOUT_RETIRED: ReadonlySet<PairPath> = new Set<PairPath>(["projects", "users"]);

/** `/pair` lists the API limits for a partner's staff (`ownConstructionsOnly`, issue #36). */
const SCOPED_PAIRS: ReadonlySet<PairPath> = new Set<PairPath>(["projects"]);

/**
 * Any `/pair/<name>` list, once per request whatever the number of rows that name an entry.
 * Given `signedIn` (the viewer of the request, checked first), the lists are shared with the
 * other requests of the gateway for a few seconds (rest/shared-reads.ts): the API answers every
 * signed-in user alike, except the projects of a partner's staff (SCOPED_PAIRS), never shared. Retired master entries included: a record that uses one still shows its
 * name (masterList leaves them out of pull-downs). The lists may be frozen: filter or copy them.
 */
export function pairLoader(
  call: RestCaller,
  signedIn?: () => Promise<{ ownConstructionsOnly?: boolean }>,
): DataLoader<PairPath, readonly RestPairItem[]> {
  return new DataLoader<PairPath, readonly RestPairItem[]>(async (names) => {
    let ownConstructionsOnly = false;
    if (signedIn) {
      try {
        ownConstructionsOnly = (await signedIn()).ownConstructionsOnly === true;
      } catch (error) {
        return names.map(() => error as Error);
      }
    }
    return Promise.all(
      names.map((name) =>
        call
          .send<RestPairItem[] | undefined>("GET", `/api/v1/pair/${name}`, {
            query: WITHOUT_RETIRED.has(name) ? {} : { withRetired: true },
            // A partner's staff get their own projects only: that answer is theirs alone, and
            // nobody else's answer may be given to them.
            shared: signedIn !== undefined && !(ownConstructionsOnly && SCOPED_PAIRS.has(name)),
          })
          .then((answer): readonly RestPairItem[] => answer.body ?? [])
          .catch((error: unknown) => error as Error),
      ),
    );
  });
}

/** The `{id, name}` entry `id` of the master list `name`, or null. */
export async function pairItem(
  loader: DataLoader<PairPath, readonly RestPairItem[]>,
  name: PairPath,
  id: number | null | undefined,
): Promise<RestPairItem | null> {
  if (id === null || id === undefined) return null;
  const list = await loader.load(name);
  const item = list.find((entry) => entry.id === id);
  return item ? { id: item.id, name: item.name } : null;
}
