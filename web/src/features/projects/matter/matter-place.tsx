import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { AppLink } from "@/shared/record/AppLink";
import type { Fact } from "@/shared/record/FactsGrid";
import { targetDetailEditPath, targetEditPath } from "../../targets/paths";
import { projectDetailPath } from "../paths";

/**
 * Where a matter stands: its project, target and unit, with what names it. Negotiations and
 * documents show the matter they are about through this one selection.
 */
export const MatterPlace_MatterFragment = graphql(`
  fragment MatterPlace_Matter on Matter {
    id
    code
    statusLabel
    workTypeLabel
    projectId
    project {
      id
      code
      name
    }
    targetId
    target {
      id
      code
      name
      address
    }
    targetDetail {
      id
      code
      roomNumber
    }
  }
`);

/**
 * プロジェクト, 対象物件, (住所,) 住戸 of a matter as links to them, for a FactsGrid. A project or
 * target the reader cannot see is named by its id; no matter at all shows — (and 物件全体).
 */
export function matterPlaceFacts(
  matter: FragmentType<typeof MatterPlace_MatterFragment> | null | undefined,
  { address = true }: { address?: boolean } = {},
): Fact[] {
  const m = getFragmentData(MatterPlace_MatterFragment, matter);
  return [
    {
      label: "プロジェクト",
      value: m ? (
        <AppLink href={projectDetailPath(m.projectId)}>
          {m.project ? `${m.project.code} ${m.project.name}` : m.projectId}
        </AppLink>
      ) : (
        "—"
      ),
    },
    {
      label: "対象物件",
      value: m ? (
        <AppLink href={targetEditPath(m.targetId)}>
          {m.target ? `${m.target.code} ${m.target.name}` : m.targetId}
        </AppLink>
      ) : (
        "—"
      ),
    },
    ...(address ? [{ label: "住所", value: m?.target?.address || "—" }] : []),
    {
      label: "住戸",
      value: m?.targetDetail ? (
        <AppLink href={targetDetailEditPath(m.targetDetail.id)}>
          {[m.targetDetail.code, m.targetDetail.roomNumber].filter(Boolean).join(" ")}
        </AppLink>
      ) : (
        "物件全体"
      ),
    },
  ];
}
