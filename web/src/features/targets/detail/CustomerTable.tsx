import { getFragmentData, type FragmentType } from "@/gql";
import type { CustomerCard_CustomerFragment as Customer } from "@/gql/graphql";
import { formatPostalCode } from "@/shared/form/normalize";
import { columnsOf, type Column } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { customerContentsEditPath } from "../paths";
import { CustomerCard_CustomerFragment } from "./CustomerCard";

const base = columnsOf<Customer>()([
  { id: "code", label: "顧客コード", value: (c) => c.code, primary: true, width: "9rem" },
  { id: "name", label: "氏名", value: (c) => c.name },
  { id: "kana", label: "フリガナ", value: (c) => c.nameKana ?? "" },
  { id: "type", label: "顧客種別", value: (c) => c.customerTypeLabel, width: "6rem" },
  { id: "gender", label: "性別", value: (c) => c.genderLabel, width: "4rem" },
  { id: "contact", label: "受信方法", value: (c) => c.contactMethodLabel, width: "6rem" },
  { id: "ownership", label: "所有形態", value: (c) => c.ownershipLabel, width: "6rem" },
]);

const contact: readonly Column<Customer>[] = [
  { id: "phone", label: "電話番号", value: (c) => [c.phone, c.mobile].filter(Boolean).join(" / ") },
  { id: "email", label: "メールアドレス", value: (c) => c.email ?? "" },
  {
    id: "address",
    label: "住所",
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
