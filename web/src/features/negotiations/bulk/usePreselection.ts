import { useEffect, useState } from "react";
import { useClient } from "urql";
import { useSearch } from "wouter";
import type { MatterFilter } from "@/gql/graphql";
import { MatterIdsQuery } from "../../projects/public";
import { parsePreselected, splitPreselected } from "./bulk-matter-list";

/** The matters named by the project page (`?matters=`), selected once the page opens. */
export function usePreselection(
  matterFilter: MatterFilter,
  select: (ids: ReadonlySet<string>) => void,
  dropParam: () => void,
) {
  const client = useClient();
  const search = useSearch();
  // Read once: the parameter is dropped from the URL as soon as it has been applied.
  const [wanted] = useState(() => parsePreselected(search));
  const [notice, setNotice] = useState<{ kept: number; dropped: string[] } | null>(null);
  const filterKey = JSON.stringify(matterFilter);
  useEffect(() => {
    if (wanted.length === 0) return;
    let live = true;
    void client
      .query(
        MatterIdsQuery,
        { filter: JSON.parse(filterKey) as MatterFilter },
        { requestPolicy: "network-only" },
      )
      .toPromise()
      .then((result) => {
        if (!live || !result.data) return;
        const { kept, dropped } = splitPreselected(wanted, result.data.matterIds.ids);
        select(new Set(kept));
        setNotice({ kept: kept.length, dropped });
        dropParam();
      });
    return () => {
      live = false;
    };
    // Once, with the filter the page opened with: a later search starts its own selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return notice;
}
