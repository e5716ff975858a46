import { getFragmentData, type FragmentType } from "@/gql";
import type { CustomerCard_CustomerFragment as Customer } from "@/gql/graphql";
import { formatPostalCode } from "@/shared/form/normalize";
import { columnsOf, type Column } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { customerContentsEditPath } from "../paths";
import { CustomerCard_CustomerFragment } from "./CustomerCard";
import { listLabel } from "@cfx/domain/fields/define";
import { customerFields as f } from "@cfx/domain/fields/targets";

const base = columnsOf<Customer>()([
  { id: "code", label: "顧客コード", value: (c) => c.code, primary: true, width: "9rem" },
  { id: "name", label: listLabel(f.name), value: (c) => c.name },
  { id: "kana", label: listLabel(f.nameKana), value: (c) => c.nameKana ?? "" },
  {
    id: "type",
    label: listLabel(f.customerType),
    value: (c) => c.customerTypeLabel,
    width: "6rem",
  },
  { id: "gender", label: listLabel(f.gender), value: (c) => c.genderLabel, width: "4rem" },
  {
    id: "contact",
    label: listLabel(f.contactMethod),
    value: (c) => c.contactMethodLabel,
    width: "6rem",
  },
  { id: "ownership", label: listLabel(f.ownership), value: (c) => c.ownershipLabel, width: "6rem" },
]);

const contact: readonly Column<Customer>[] = [
  {
    id: "phone",
    label: listLabel(f.phone),
    value: (c) => [c.phone, c.mobile].filter(Boolean).join(" / "),
  },
  { id: "email", label: listLabel(f.email), value: (c) => c.email ?? "" },
  {
    id: "address",
    label: listLabel(f.address),
    value: (c) =>
      [c.postalCode ? `〒${formatPostalCode(c.postalCode)}` : "", c.address ?? ""].join(" ").trim(),
  },
];

/** The unit's customers as text, for a person without targetEdit; each row leads to its contracts. */
export function CustomerTable({
  customers,
  withContact,
}: {
  customers: readonly FragmentType<typeof CustomerCard_CustomerFragment>[];
  withContact: boolean;
}) {
  const rows = getFragmentData(CustomerCard_CustomerFragment, customers);
  return (
    <DataTable
      label="顧客一覧"
      columns={withContact ? [...base, ...contact] : base}
      rows={rows}
      rowKey={(c) => c.id}
      rowHref={(c) => customerContentsEditPath(c.id)}
      emptyText="顧客は登録されていません"
    />
  );
}
