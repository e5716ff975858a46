import { getFragmentData, type FragmentType } from "@/gql";
import { displayCode, formatDateTime } from "@/shared/format";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid } from "@/shared/record/FactsGrid";
import { negotiationEditPath } from "../../negotiations/paths";
import { matterEditPath, projectDetailPath } from "../../projects/paths";
import { MatterPlace_MatterFragment } from "../../projects/public";
import { targetEditPath } from "../../targets/paths";
import { counterpartFact } from "../../negotiations/public";
import { DocumentSettingsPage_NegotiationFragment } from "./queries";

/** Who saved the settings last, or that the page still shows the defaults from the records. */
export function savedFact(s: {
  saved: boolean;
  updatedAt?: string | null;
  updatedBy?: { name: string } | null;
}): string {
  if (!s.saved) return "未保存（交渉の情報から作成した初期値）";
  return [formatDateTime(s.updatedAt), s.updatedBy?.name].filter(Boolean).join(" ") || "保存済み";
}

/** What the documents are for: the negotiation and its matter, project, target and customer. */
export function SettingsFacts({
  negotiation,
  saved,
}: {
  negotiation: FragmentType<typeof DocumentSettingsPage_NegotiationFragment>;
  saved: string;
}) {
  const n = getFragmentData(DocumentSettingsPage_NegotiationFragment, negotiation);
  const m = getFragmentData(MatterPlace_MatterFragment, n.matter);
  const c = n.customer;
  return (
    <FactsGrid
      label="帳票の対象"
      items={[
        {
          label: "交渉",
          value: (
            <AppLink href={negotiationEditPath(n.id)}>
              {`${displayCode("NE", n.id)}（${n.statusLabel}）`}
            </AppLink>
          ),
        },
        {
          label: "案件",
          value: m ? (
            <AppLink href={matterEditPath(m.id)}>{`${m.code}（${m.workTypeLabel}）`}</AppLink>
          ) : (
            "—"
          ),
        },
        {
          label: "プロジェクト",
          value: m?.project ? (
            <AppLink href={projectDetailPath(m.projectId)}>
              {`${m.project.code} ${m.project.name}`}
            </AppLink>
          ) : (
            "—"
          ),
        },
        {
          label: "対象物件",
          value: m?.target ? (
            <AppLink href={targetEditPath(m.targetId)}>
              {`${m.target.code} ${m.target.name}`}
            </AppLink>
          ) : (
            "—"
          ),
        },
        { label: "住所", value: m?.target?.address || "—" },
        counterpartFact(c),
        { label: "帳票設定", value: saved },
      ]}
    />
  );
}
