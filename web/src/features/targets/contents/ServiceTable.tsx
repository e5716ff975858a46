import { getFragmentData, type FragmentType } from "@/gql";
import type { ServiceCard_ServiceFragment as Service } from "@/gql/graphql";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { ServiceCard_ServiceFragment } from "./ServiceCard";

const columns = columnsOf<Service>()([
  { id: "code", label: "契約内容コード", value: (s) => s.code, width: "9rem" },
  { id: "type", label: "契約種別", value: (s) => s.contractType?.name ?? "" },
  { id: "detail", label: "契約詳細種別", value: (s) => s.contractDetailType?.name ?? "" },
  { id: "receiver", label: "契約受付者", value: (s) => s.contractReceiver?.name ?? "" },
  { id: "item", label: "サービス品目", value: (s) => s.customerServiceItem?.name ?? "" },
  { id: "impl", label: "実施", value: (s) => s.implementationLabel, width: "6rem" },
  { id: "no", label: "事業者顧客番号", value: (s) => s.operatorCustomerNo ?? "" },
  { id: "start", label: "開始日", value: (s) => formatDate(s.startDate), width: "7rem" },
  { id: "end", label: "終了日", value: (s) => formatDate(s.endDate), width: "7rem" },
  { id: "notes", label: "備考", value: (s) => s.notes ?? "", overflow: "truncate" },
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
