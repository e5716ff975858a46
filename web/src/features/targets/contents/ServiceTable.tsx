import { getFragmentData, type FragmentType } from "@/gql";
import type { ServiceCard_ServiceFragment as Service } from "@/gql/graphql";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { ServiceCard_ServiceFragment } from "./ServiceCard";
import { listLabel } from "@cfx/domain/fields/define";
import { customerServiceFields as f } from "@cfx/domain/fields/targets";

const columns = columnsOf<Service>()([
  { id: "code", label: "契約内容コード", value: (s) => s.code, width: "9rem" },
  { id: "type", label: listLabel(f.contractTypeId), value: (s) => s.contractType?.name ?? "" },
  {
    id: "detail",
    label: listLabel(f.contractDetailTypeId),
    value: (s) => s.contractDetailType?.name ?? "",
  },
  {
    id: "receiver",
    label: listLabel(f.contractReceiverId),
    value: (s) => s.contractReceiver?.name ?? "",
  },
  {
    id: "item",
    label: listLabel(f.customerServiceItemId),
    value: (s) => s.customerServiceItem?.name ?? "",
  },
  {
    id: "impl",
    label: listLabel(f.implementation),
    value: (s) => s.implementationLabel,
    width: "6rem",
  },
  { id: "no", label: listLabel(f.operatorCustomerNo), value: (s) => s.operatorCustomerNo ?? "" },
  {
    id: "start",
    label: listLabel(f.startDate),
    value: (s) => formatDate(s.startDate),
    width: "7rem",
  },
  { id: "end", label: listLabel(f.endDate), value: (s) => formatDate(s.endDate), width: "7rem" },
  { id: "notes", label: listLabel(f.notes), value: (s) => s.notes ?? "", overflow: "truncate" },
]);

/** The customer's contract contents as text, for a person without targetEdit. */
export function ServiceTable({
  services,
}: {
  services: readonly FragmentType<typeof ServiceCard_ServiceFragment>[];
}) {
  const rows = getFragmentData(ServiceCard_ServiceFragment, services);
  return (
    <DataTable
      label="契約内容一覧"
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      emptyText="契約内容は登録されていません"
    />
  );
}
