import type { ReactNode } from "react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { matterEditPath, projectDetailPath } from "../../projects/paths";
import { targetDetailEditPath, targetEditPath } from "../../targets/paths";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid } from "@/shared/record/FactsGrid";

export const NegotiationCreateFacts_MatterFragment = graphql(`
  fragment NegotiationCreateFacts_Matter on Matter {
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

/** What the instruction is for: the matter (with its status and project) and its target. */
export function NegotiationCreateFacts({
  matter,
}: {
  matter: FragmentType<typeof NegotiationCreateFacts_MatterFragment>;
}) {
  const m = getFragmentData(NegotiationCreateFacts_MatterFragment, matter);
  const items: { label: string; value: ReactNode }[] = [
    { label: "案件", value: <AppLink href={matterEditPath(m.id)}>{m.code}</AppLink> },
    { label: "案件ステータス", value: m.statusLabel },
    {
      label: "プロジェクト",
      value: (
        <AppLink href={projectDetailPath(m.projectId)}>
          {m.project ? `${m.project.code} ${m.project.name}` : m.projectId}
        </AppLink>
      ),
    },
    {
      label: "対象物件",
      value: (
        <AppLink href={targetEditPath(m.targetId)}>
          {m.target ? `${m.target.code} ${m.target.name}` : m.targetId}
        </AppLink>
      ),
    },
    { label: "住所", value: m.target?.address || "—" },
    {
      label: "住戸",
      value: m.targetDetail ? (
        <AppLink href={targetDetailEditPath(m.targetDetail.id)}>
          {[m.targetDetail.code, m.targetDetail.roomNumber].filter(Boolean).join(" ")}
        </AppLink>
      ) : (
        "物件全体"
      ),
    },
    { label: "工事種別", value: m.workTypeLabel },
  ];
  return <FactsGrid label="交渉指示する案件" items={items} />;
}
