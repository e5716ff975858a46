import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import { formatDate, formatDateTime } from "@/shared/format";
import { FactsGrid } from "@/shared/record/FactsGrid";
import { Section } from "@/shared/record/Section";
import { agreedNegotiation } from "./agreed-negotiation";
import { dayLabel } from "./week";
import { crewOf } from "../crew-and-day";

export const DispatchFacts_ConstructionFragment = graphql(`
  fragment DispatchFacts_Construction on Construction {
    id
    code
    statusLabel
    workTypeLabel
    associateCompany {
      id
      name
    }
    team {
      id
      name
    }
    scheduledDate
    slot
    instructedAt
    instructedByUser {
      id
      name
    }
    matter {
      id
      code
      statusLabel
      dueDate
      project {
        id
        code
        name
      }
      target {
        id
        code
        name
        targetTypeLabel
        address
      }
      targetDetail {
        id
        code
        roomNumber
        floor
        deviceLineTypeLabel
        deviceModel {
          id
          name
        }
      }
      negotiations {
        id
        code
        completeReason
        completeReasonLabel
        completedAt
        assignee {
          id
          name
        }
        customer {
          id
          name
        }
      }
    }
  }
`);

type Facts = ResultOf<typeof DispatchFacts_ConstructionFragment>;

/** 2026/12/01(火) 午前: the booked date and slot, or nothing. */
const booked = (c: Facts) =>
  c.scheduledDate
    ? `${formatDate(c.scheduledDate)} ${dayLabel(c.scheduledDate).slice(-3)} ${c.slot ?? ""}`.trim()
    : "";

/** 101号室 2階 V-ONU (機種): the unit of a flat, or the line of a house. */
const unitOf = (d: NonNullable<NonNullable<Facts["matter"]>["targetDetail"]>) =>
  [
    d.code,
    d.roomNumber ? `${d.roomNumber}号室` : "",
    d.floor != null ? `${d.floor}階` : "",
    d.deviceLineTypeLabel,
    d.deviceModel?.name,
  ]
    .filter(Boolean)
    .join(" ");

/** What 工事指示 dispatches: the construction, its matter, target, unit and agreed negotiation. */
export function DispatchFacts({ construction: c }: { construction: Facts }) {
  const matter = c.matter;
  const agreed = agreedNegotiation(matter?.negotiations ?? []);
  return (
    <Section title="工事の概要">
      <FactsGrid
        label="工事"
        items={[
          { label: "工事コード", value: c.code },
          { label: "状態", value: c.statusLabel },
          { label: "工事種別", value: c.workTypeLabel },
          {
            label: "協力会社 / 班",
            value: crewOf(c),
          },
          { label: "工事予定", value: booked(c) },
          {
            label: "指示",
            value: [formatDateTime(c.instructedAt), c.instructedByUser?.name]
              .filter(Boolean)
              .join(" "),
          },
        ]}
      />
      <FactsGrid
        label="案件と対象物件"
        items={[
          {
            label: "案件",
            value: matter ? `${matter.code} ${matter.statusLabel}` : "",
          },
          { label: "期限", value: formatDate(matter?.dueDate) },
          {
            label: "プロジェクト",
            value: matter?.project ? `${matter.project.code} ${matter.project.name}` : "",
          },
          {
            label: "対象物件",
            value: matter?.target
              ? `${matter.target.code} ${matter.target.name}（${matter.target.targetTypeLabel}）`
              : "",
          },
          { label: "住所", value: matter?.target?.address ?? "" },
          { label: "住戸", value: matter?.targetDetail ? unitOf(matter.targetDetail) : "" },
          {
            label: "合意した交渉",
            value: agreed
              ? [
                  agreed.code,
                  formatDate(agreed.completedAt),
                  agreed.customer ? `顧客：${agreed.customer.name}` : "",
                  agreed.assignee ? `担当：${agreed.assignee.name}` : "",
                ]
                  .filter(Boolean)
                  .join(" ")
              : "合意した交渉はありません",
          },
        ]}
      />
    </Section>
  );
}
