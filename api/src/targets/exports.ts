import type { FastifyInstance } from "fastify";
import { labelColumn, registerExport, resourceExport } from "../platform/export";
import type { Resource } from "../platform/resource";
import {
  contactMethodLabels,
  customerTypeLabels,
  genderLabels,
  ownershipLabels,
} from "@cfx/domain/enumerations";
import type { customers } from "./tables";

/**
 * GET /export/customers: the customer list as CSV; contact details are empty without matterRead,
 * exactly as in the list (DOMAIN.md: "audit rows and exports included").
 */
export function registerCustomerExport(app: FastifyInstance, resource: Resource<typeof customers>) {
  registerExport(
    app,
    resourceExport(resource, {
      name: "customers",
      fileName: "顧客一覧",
      columns: [
        { header: "顧客コード", field: "code" },
        { header: "対象詳細ID", field: "targetDetailId" },
        labelColumn("顧客種別", "customerType", customerTypeLabels),
        { header: "氏名", field: "name" },
        { header: "氏名カナ", field: "nameKana" },
        labelColumn("性別", "gender", genderLabels),
        { header: "電話番号", field: "phone" },
        { header: "携帯電話番号", field: "mobile" },
        { header: "メールアドレス", field: "email" },
        { header: "郵便番号", field: "postalCode" },
        { header: "住所", field: "address" },
        labelColumn("受信方法", "contactMethod", contactMethodLabels),
        labelColumn("所有形態", "ownership", ownershipLabels),
        { header: "備考", field: "notes" },
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
  );
}
