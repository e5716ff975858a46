import { DuplicateNotice } from "@/shared/form/DuplicateNotice";
import { projectDetailPath } from "../paths";
import { prefixTitle } from "./prefix-match";
import type { PrefixMatches } from "./usePrefixMatches";

/** Projects whose name starts the same (of the chosen client) exist already: the kit's notice. */
export function PrefixMatchList({ matches }: { matches: PrefixMatches | null }) {
  if (!matches) return null;
  return (
    <DuplicateNotice
      title={prefixTitle(matches.query)}
      listLabel="同じ名前で始まるプロジェクト"
      items={matches.projects.map((p) => ({
        id: p.id,
        href: projectDetailPath(p.id),
        label: `${p.code} ${p.name}`,
        detail: `（${[p.client?.name, p.statusLabel].filter(Boolean).join("・")}）`,
      }))}
      rest={matches.total - matches.projects.length}
    />
  );
}
