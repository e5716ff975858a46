import type { ReactNode } from "react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { formatDate, formatDateTime } from "@/shared/format";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid } from "@/shared/record/FactsGrid";
import { matterEditPath, projectDetailPath } from "../../projects/paths";
import { targetDetailEditPath, targetEditPath } from "../../targets/paths";
import { crewOf, dayOf } from "../crew-and-day";

// The customer appears by name and unit only: a crew (工事担当) needs to know whom to ask for at the door,
// never how to reach them, so no contact field is even requested here.
export const ConstructionEditFacts_ConstructionFragment = graphql(`
  fragment ConstructionEditFacts_Construction on Construction {
    id
    statusLabel
    workTypeLabel
    scheduledDate
    slot
    instructedAt
    instructedByUser {
      id
      name
    }
    completedAt
    overrideReason
    customer {
      id
      name
      typeLabel
      targetDetailId
      unitCode
      roomNumber
    }
    associateCompany {
      id
      name
    }
    team {
      id
      name
    }
    matter {
      id
      code
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
        address
      }
      targetDetail {
        id
        code
        roomNumber
        customers {
          id
          name
          customerTypeLabel
        }
      }
    }
  }
`);

/** A link for a reader who may open the page (matterRead), else the plain text. */
const maybeLink = (href: string, text: string, link: boolean): ReactNode =>
  link ? <AppLink href={href}>{text}</AppLink> : text;

/**
 * What the construction is about and where it stands: matter, project, target and unit with the
 * customer's name, company and team, the dispatch and the booked day. `links`: the reader may
 * open matters, projects and targets (matterRead).
 */
export function ConstructionFacts({
  construction,
  links,
}: {
  construction: FragmentType<typeof ConstructionEditFacts_ConstructionFragment>;
  links: boolean;
}) {
  const c = getFragmentData(ConstructionEditFacts_ConstructionFragment, construction);
  const m = c.matter;
  const unit = m?.targetDetail;
  // The customer the work is for (the matter's counterpart, with the unit: issue #37.8); else
  // the customers of the unit the matter names.
  const customers = c.customer
    ? `${c.customer.name}（${c.customer.typeLabel}）・住戸 ${[c.customer.unitCode, c.customer.roomNumber].filter(Boolean).join(" ")}`
    : unit?.customers.map((x) => `${x.name}（${x.customerTypeLabel}）`).join("、");
  const items = [
    { label: "状態", value: c.statusLabel },
    { label: "工事種別", value: c.workTypeLabel },
    {
      label: "工事予定日",
      value: dayOf(c) || "未定",
    },
    {
      label: "協力会社 / 班",
      value: crewOf(c) || "未手配",
    },
    {
      label: "指示",
      value: c.instructedAt
        ? `${formatDateTime(c.instructedAt)} ${c.instructedByUser?.name ?? ""}`.trim()
        : "未指示",
    },
    {
      label: "案件",
      value: m ? maybeLink(matterEditPath(m.id), m.code, links) : "",
    },
    {
      label: "プロジェクト",
      value: m?.project
        ? maybeLink(projectDetailPath(m.project.id), `${m.project.code} ${m.project.name}`, links)
        : "",
    },
    { label: "案件の期限", value: formatDate(m?.dueDate) },
    {
      label: "対象物件",
      value: m?.target
        ? maybeLink(targetEditPath(m.target.id), `${m.target.code} ${m.target.name}`, links)
        : "",
    },
    { label: "住所", value: m?.target?.address ?? "" },
    {
      label: "住戸",
      value: unit
        ? maybeLink(
            targetDetailEditPath(unit.id),
            [unit.code, unit.roomNumber].filter(Boolean).join(" "),
            links,
          )
        : "物件全体",
    },
    { label: "顧客", value: customers ?? "" },
    ...(c.completedAt ? [{ label: "完了日時", value: formatDateTime(c.completedAt) }] : []),
    ...(c.overrideReason ? [{ label: "完了理由", value: c.overrideReason }] : []),
  ];
  return <FactsGrid label="工事の概要" items={items} />;
}
