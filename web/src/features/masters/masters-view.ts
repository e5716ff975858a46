import type { MasterKind } from "../../gql/graphql";
import { MASTERS_PATH } from "./paths";

// What マスタ管理 shows lives in the URL (a list's state is shareable and survives a reload): the
// chosen list (`?kind=CLIENTS`, or the threshold table) and whether retired values are shown.

/** The threshold table's entry: not a MasterKind (a row is a range, not a named value). */
export const THRESHOLDS = "MEASUREMENT_THRESHOLDS";

export type MastersChoice = MasterKind | typeof THRESHOLDS;

export interface MastersView {
  /** The list asked for, as the URL spells it (checked against the server's lists by the page). */
  kind: string | null;
  /** 「廃止を表示」 */
  withRetired: boolean;
}

export function parseMastersView(search: string): MastersView {
  const params = new URLSearchParams(search);
  return { kind: params.get("kind") || null, withRetired: params.get("retired") === "1" };
}

/** `/masters?kind=CLIENTS&retired=1` */
export function mastersHref(view: { kind: string; withRetired: boolean }): string {
  const params = new URLSearchParams({ kind: view.kind });
  if (view.withRetired) params.set("retired", "1");
  return `${MASTERS_PATH}?${params.toString()}`;
}

/** The list the URL names when it is one of `known`, else the first of them (a bare /masters). */
export function chosenKind<K extends string>(asked: string | null, known: readonly K[]): K | null {
  const found = known.find((k) => k === asked);
  return found ?? known[0] ?? null;
}
