import {
  contactMethodLabels,
  customerTypeLabels,
  deviceLineTypeLabels,
  genderLabels,
  implementationLabels,
  ownershipLabels,
  targetTypeLabels,
} from "../enumerations";
import { defineFields, enumOf, pair, code, postal, notes } from "./define";

/** 対象物件 (targets). */
export const targetFields = defineFields({
  targetType: { label: "物件種別", short: "種別", value: enumOf(targetTypeLabels) },
  name: { label: "物件名", max: 200 },
  nameKana: { label: "物件名カナ", max: 200 },
  postalCode: { label: "郵便番号", max: 10, value: postal },
  prefecture: { label: "都道府県", max: 10 },
  city: { label: "市区町村", max: 50 },
  town: { label: "町域・丁目", short: "町域", max: 100 },
  street: { label: "番地", max: 100 },
  building: { label: "建物名", max: 200 },
  latitude: { label: "緯度" },
  longitude: { label: "経度" },
  poleNumber: { label: "電柱番号", max: 50 },
  poleOwner: { label: "電柱所有者", max: 100 },
  targetInstallationTypeId: { label: "設置場所種別", value: pair("target-installation-types") },
  clientId: { label: "発注元", value: pair("clients") },
  totalUnits: { label: "総戸数" },
  notes,
});

/** 対象詳細 (target_details). */
export const targetDetailFields = defineFields({
  targetId: { label: "対象物件", value: code("target") },
  roomNumber: { label: "部屋番号", max: 20 },
  floor: { label: "階" },
  deviceLineType: { label: "機器回線種別", value: enumOf(deviceLineTypeLabels) },
  deviceInstallationTypeId: { label: "機器設置種別", value: pair("device-installation-types") },
  deviceModelId: { label: "機器型番", value: pair("device-models") },
  notes,
});

/** 顧客 (customers). */
export const customerFields = defineFields({
  targetDetailId: { label: "対象詳細", value: code("targetDetail") },
  customerType: { label: "顧客種別", value: enumOf(customerTypeLabels) },
  name: { label: "氏名", max: 200 },
  nameKana: { label: "フリガナ", max: 200 },
  gender: { label: "性別", value: enumOf(genderLabels) },
  phone: { label: "電話番号", max: 20 },
  mobile: { label: "携帯電話番号", max: 20 },
  email: { label: "メールアドレス", max: 254 },
  postalCode: { label: "郵便番号", max: 10, value: postal },
  address: { label: "住所", max: 300 },
  contactMethod: { label: "受信方法", value: enumOf(contactMethodLabels) },
  ownership: { label: "所有形態", value: enumOf(ownershipLabels) },
  notes,
});

/** 契約内容 (customer_services). */
export const customerServiceFields = defineFields({
  customerId: { label: "顧客", value: code("customer") },
  contractTypeId: { label: "契約種別", value: pair("contract-types") },
  contractDetailTypeId: { label: "契約詳細種別", value: pair("contract-detail-types") },
  contractReceiverId: { label: "契約受付者", value: pair("contract-receivers") },
  customerServiceItemId: { label: "サービス品目", value: pair("customer-service-items") },
  implementation: { label: "実施", value: enumOf(implementationLabels) },
  operatorCustomerNo: { label: "事業者顧客番号", max: 50 },
  startDate: { label: "開始日" },
  endDate: { label: "終了日" },
  notes,
});
