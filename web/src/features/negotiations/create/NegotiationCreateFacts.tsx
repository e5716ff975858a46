import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { matterEditPath } from "../../projects/paths";
import { MatterPlace_MatterFragment, matterPlaceFacts } from "../../projects/public";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid, type Fact } from "@/shared/record/FactsGrid";

export const NegotiationCreateFacts_MatterFragment = graphql(`
  fragment NegotiationCreateFacts_Matter on Matter {
    id
    ...MatterPlace_Matter
  }
`);

/** What the instruction is for: the matter (with its status and project) and its target. */
export function NegotiationCreateFacts({
  matter,
}: {
  matter: FragmentType<typeof NegotiationCreateFacts_MatterFragment>;
}) {
  const m = getFragmentData(NegotiationCreateFacts_MatterFragment, matter);
  const place = getFragmentData(MatterPlace_MatterFragment, m);
  const items: Fact[] = [
    { label: "案件", value: <AppLink href={matterEditPath(m.id)}>{place.code}</AppLink> },
    { label: "案件ステータス", value: place.statusLabel },
    ...matterPlaceFacts(m),
    { label: "工事種別", value: place.workTypeLabel },
  ];
  return <FactsGrid label="交渉指示する案件" items={items} />;
}
