import { Link as FluentLink, makeStyles, tokens } from "@fluentui/react-components";
import { Call16Regular, Mail16Regular, Phone16Regular } from "@fluentui/react-icons";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { formatDateTime } from "@/shared/format";
import { matterEditPath } from "../../projects/paths";
import { MatterPlace_MatterFragment, matterPlaceFacts } from "../../projects/public";
import { counterpartFact } from "./counterpart-fact";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid, type Fact } from "@/shared/record/FactsGrid";

export const NegotiationEditFacts_NegotiationFragment = graphql(`
  fragment NegotiationEditFacts_Negotiation on Negotiation {
    id
    statusLabel
    completeReason
    completeReasonLabel
    completedAt
    scheduledAt
    notes
    assignee {
      id
      name
    }
    matter {
      id
      ...MatterPlace_Matter
    }
    customer {
      id
      code
      name
      nameKana
      customerTypeLabel
      targetDetailId
      phone @include(if: $withContact)
      mobile @include(if: $withContact)
      email @include(if: $withContact)
    }
  }
`);

const useStyles = makeStyles({
  contacts: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXXS,
    alignItems: "flex-start",
  },
  contact: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

/** Phone, mobile and e-mail as links that call or write (only present with matterRead). */
function ContactLinks({
  phone,
  mobile,
  email,
}: {
  phone?: string | null | undefined;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
}) {
  const styles = useStyles();
  const links = [
    phone ? { href: `tel:${phone}`, label: `電話 ${phone}`, icon: <Call16Regular /> } : null,
    mobile ? { href: `tel:${mobile}`, label: `携帯 ${mobile}`, icon: <Phone16Regular /> } : null,
    email ? { href: `mailto:${email}`, label: email, icon: <Mail16Regular /> } : null,
  ].filter((l) => l !== null);
  if (!links.length) return <>登録なし</>;
  return (
    <span className={styles.contacts}>
      {links.map((l) => (
        <FluentLink key={l.href} href={l.href} className={styles.contact}>
          <span aria-hidden>{l.icon}</span>
          {l.label}
        </FluentLink>
      ))}
    </span>
  );
}

/**
 * What the negotiation is about: its matter, project, target, the customer negotiated with and
 * (with `withContact`) how to reach them; with `full` also where it stands, for a reader who
 * cannot edit it.
 */
export function NegotiationFacts({
  negotiation,
  withContact,
  full = false,
}: {
  negotiation: FragmentType<typeof NegotiationEditFacts_NegotiationFragment>;
  withContact: boolean;
  full?: boolean;
}) {
  const n = getFragmentData(NegotiationEditFacts_NegotiationFragment, negotiation);
  const m = n.matter;
  const c = n.customer;
  const place = getFragmentData(MatterPlace_MatterFragment, m);
  const items: Fact[] = [
    {
      label: "案件",
      value: place ? (
        <AppLink href={matterEditPath(place.id)}>{`${place.code}（${place.statusLabel}）`}</AppLink>
      ) : (
        "—"
      ),
    },
    ...matterPlaceFacts(m),
    { label: "工事種別", value: place?.workTypeLabel ?? "—" },
    counterpartFact(c),
    ...(withContact && c
      ? [
          {
            label: "連絡先",
            value: <ContactLinks phone={c.phone} mobile={c.mobile} email={c.email} />,
          },
        ]
      : []),
    ...(full
      ? [
          {
            label: "ステータス",
            value: n.completeReason
              ? `${n.statusLabel}（${n.completeReasonLabel}）`
              : n.statusLabel,
          },
          { label: "訪問日時", value: formatDateTime(n.scheduledAt) || "—" },
          { label: "交渉担当", value: n.assignee?.name ?? "未割当" },
          { label: "備考", value: n.notes || "—" },
        ]
      : []),
  ];
  return <FactsGrid label="交渉の概要" items={items} />;
}
