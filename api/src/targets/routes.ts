// /basis/targets, /basis/target-details, /basis/customers, /basis/customer-services and the
// CSV import /import/targets.
import {
  noRowsForPartners,
  partnerCustomerScope,
  partnerTargetScope,
  partnerUnitScope,
} from "../constructions/partner-scope";
import { countBy } from "../projects/workflow";
import { matters } from "../projects/tables";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { or } from "drizzle-orm";
import { DateOnly } from "../platform/schemas";
import { badRequest } from "../platform/errors";
import {
  blankToNull,
  isKatakana,
  isPhone,
  isPostalCode,
  normalizeCode,
  normalizePhone,
  normalizePostalCode,
  toKatakana,
} from "../platform/normalize";
import { importRoutes } from "./import/routes";
import {
  contactMethods,
  customerTypes,
  deviceLineTypes,
  genders,
  implementations,
  ownerships,
  targetTypes,
} from "./domain";
import {
  Code,
  IntList,
  intFilter,
  N,
  Opt,
  Ref,
  registerResource,
  FieldText,
  textFilter,
  type Resource,
  type Values,
  type WriteValues,
} from "../platform/resource";
import type { Row } from "../platform/crud";
import { registerCustomerExport, registerTargetExport } from "./exports";
import { registerTargetLookups } from "./lookups";
import { decorateTargets, targetFilters, targetSortable, targetWhere } from "./search";
import { customerServices, customers, targetDetails, targets } from "./tables";
import { createUnits, prepareUnits, rememberRooms, RoomNumbers } from "./units";
import * as catalogue from "@cfx/domain/fields/targets";
import { notes } from "@cfx/domain/fields/define";

/** Kana / postal code / phone normalisation shared by targets and customers; 400 on bad content. */
export function normaliseContact(v: Values, labels: { kana?: string } = {}): Values {
  const errors: Record<string, string[]> = {};
  if (typeof v.nameKana === "string") {
    // Full-width spaces between family and given name, like the rest of a kana field.
    const k = blankToNull(toKatakana(v.nameKana).replace(/ +/g, "　"));
    if (k && !isKatakana(k))
      errors.nameKana = [`${labels.kana ?? "カナ"}は全角カタカナで入力してください`];
    v.nameKana = k;
  }
  if (typeof v.postalCode === "string") {
    const p = blankToNull(normalizePostalCode(v.postalCode));
    if (p && !isPostalCode(p)) errors.postalCode = ["郵便番号は7桁の数字で入力してください"];
    v.postalCode = p;
  }
  for (const f of ["phone", "mobile"]) {
    if (typeof v[f] === "string") {
      const p = blankToNull(normalizePhone(v[f]));
      if (p && !isPhone(p)) errors[f] = ["電話番号の形式が正しくありません"];
      v[f] = p;
    }
  }
  // NFKC, as the list's city/town/pole filters compare them (「４丁目」 is found by 「4丁目」).
  for (const f of ["poleNumber", "operatorCustomerNo", "city", "town", "street", "building"]) {
    if (typeof v[f] === "string") v[f] = blankToNull(normalizeCode(v[f]));
  }
  if (typeof v.name === "string") v.name = v.name.trim();
  if (Object.keys(errors).length) throw badRequest(errors);
  return v;
}

const Name = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: "\\S",
  "x-message": "必須項目です",
  description: "名称",
});

const targetFields = {
  targetType: Code(targetTypes, "物件種別"),
  name: Type.String({ description: "物件名（電柱は電柱番号、例: 森ケ崎 190）" }),
  nameKana: N(Type.String({ description: "物件名カナ（全角カタカナ）" })),
  postalCode: N(Type.String({ description: "郵便番号（ハイフンなし7桁）" })),
  prefecture: N(Type.String({ description: "都道府県" })),
  city: N(Type.String({ description: "市区町村" })),
  town: N(Type.String({ description: "町域・丁目" })),
  street: N(Type.String({ description: "番地" })),
  building: N(Type.String({ description: "建物名" })),
  latitude: N(Type.Number({ description: "緯度" })),
  longitude: N(Type.Number({ description: "経度" })),
  poleNumber: N(Type.String({ description: "電柱番号" })),
  poleOwner: N(Type.String({ description: "電柱所有者" })),
  targetInstallationTypeId: N(Type.Integer({ description: "設置場所種別ID" })),
  clientId: N(Type.Integer({ description: "発注元ID" })),
  totalUnits: N(Type.Integer({ description: "総戸数" })),
  notes: N(Type.String({ description: "備考" })),
  openMatterCount: Type.Integer({ description: "完了していない案件の数（読み取り専用）" }),
};

const TargetCreate = Type.Object({
  targetType: Type.Optional(Code(targetTypes, "物件種別")),
  name: Name,
  nameKana: Opt(
    FieldText(
      catalogue.targetFields.nameKana,
      "物件名カナ（ひらがな・半角カナは全角カタカナに変換）",
    ),
  ),
  postalCode: Opt(FieldText(catalogue.targetFields.postalCode, "郵便番号（123-4567 も可）")),
  prefecture: Opt(FieldText(catalogue.targetFields.prefecture)),
  city: Opt(FieldText(catalogue.targetFields.city)),
  town: Opt(FieldText(catalogue.targetFields.town)),
  street: Opt(FieldText(catalogue.targetFields.street)),
  building: Opt(FieldText(catalogue.targetFields.building)),
  latitude: Opt(Type.Number({ minimum: -90, maximum: 90, description: "緯度" })),
  longitude: Opt(Type.Number({ minimum: -180, maximum: 180, description: "経度" })),
  poleNumber: Opt(FieldText(catalogue.targetFields.poleNumber)),
  poleOwner: Opt(FieldText(catalogue.targetFields.poleOwner)),
  targetInstallationTypeId: Opt(Ref("設置場所種別ID")),
  clientId: Opt(Ref("発注元ID")),
  totalUnits: Opt(Type.Integer({ minimum: 0, maximum: 10000, description: "総戸数" })),
  notes: Opt(FieldText(notes)),
  roomNumbers: Opt(RoomNumbers),
});

const detailFields = {
  targetId: Type.Integer({ description: "対象物件ID" }),
  roomNumber: N(Type.String({ description: "部屋番号" })),
  floor: N(Type.Integer({ description: "階" })),
  deviceLineType: Code(deviceLineTypes, "機器回線種別"),
  deviceInstallationTypeId: N(Type.Integer({ description: "機器設置種別ID" })),
  deviceModelId: N(Type.Integer({ description: "機器型番ID" })),
  notes: N(Type.String({ description: "備考" })),
};
const DetailCreate = Type.Object({
  targetId: Ref("対象物件ID"),
  roomNumber: Opt(FieldText(catalogue.targetDetailFields.roomNumber)),
  floor: Opt(Type.Integer({ minimum: -5, maximum: 200, description: "階" })),
  deviceLineType: Type.Optional(Code(deviceLineTypes, "機器回線種別")),
  deviceInstallationTypeId: Opt(Ref("機器設置種別ID")),
  deviceModelId: Opt(Ref("機器型番ID")),
  notes: Opt(FieldText(notes)),
});

const customerFields = {
  targetDetailId: Type.Integer({ description: "対象詳細ID" }),
  customerType: Code(customerTypes, "顧客種別"),
  name: Type.String({ description: "氏名" }),
  nameKana: N(Type.String({ description: "氏名カナ" })),
  gender: Code(genders, "性別"),
  phone: N(Type.String({ description: "電話番号" })),
  mobile: N(Type.String({ description: "携帯電話番号" })),
  email: N(Type.String({ description: "メールアドレス" })),
  postalCode: N(Type.String({ description: "郵便番号（物件と異なる場合）" })),
  address: N(Type.String({ description: "住所（物件と異なる場合）" })),
  contactMethod: Code(contactMethods, "受信方法"),
  ownership: Code(ownerships, "所有形態"),
  notes: N(Type.String({ description: "備考" })),
};
const CustomerCreate = Type.Object({
  targetDetailId: Ref("対象詳細ID"),
  customerType: Type.Optional(Code(customerTypes, "顧客種別")),
  name: Name,
  nameKana: Opt(FieldText(catalogue.customerFields.nameKana, "氏名カナ")),
  gender: Type.Optional(Code(genders, "性別")),
  phone: Opt(FieldText(catalogue.customerFields.phone)),
  mobile: Opt(FieldText(catalogue.customerFields.mobile)),
  email: Opt(Type.String({ maxLength: 254, format: "email", description: "メールアドレス" })),
  postalCode: Opt(FieldText(catalogue.customerFields.postalCode)),
  address: Opt(FieldText(catalogue.customerFields.address)),
  contactMethod: Type.Optional(Code(contactMethods, "受信方法")),
  ownership: Type.Optional(Code(ownerships, "所有形態")),
  notes: Opt(FieldText(notes)),
});

const serviceFields = {
  customerId: Type.Integer({ description: "顧客ID" }),
  contractTypeId: N(Type.Integer({ description: "契約種別ID" })),
  contractDetailTypeId: N(Type.Integer({ description: "契約詳細種別ID" })),
  contractReceiverId: N(Type.Integer({ description: "契約受付者ID" })),
  customerServiceItemId: N(Type.Integer({ description: "顧客サービス品目ID" })),
  implementation: Code(implementations, "実施"),
  operatorCustomerNo: N(Type.String({ description: "事業者の顧客番号" })),
  startDate: N(Type.String({ format: "date", description: "開始日" })),
  endDate: N(Type.String({ format: "date", description: "終了日" })),
  notes: N(Type.String({ description: "備考" })),
};
const ServiceCreate = Type.Object({
  customerId: Ref("顧客ID"),
  contractTypeId: Opt(Ref("契約種別ID")),
  contractDetailTypeId: Opt(Ref("契約詳細種別ID")),
  contractReceiverId: Opt(Ref("契約受付者ID")),
  customerServiceItemId: Opt(Ref("顧客サービス品目ID")),
  implementation: Type.Optional(Code(implementations, "実施")),
  operatorCustomerNo: Opt(
    FieldText(catalogue.customerServiceFields.operatorCustomerNo, "事業者の顧客番号"),
  ),
  startDate: Opt(DateOnly),
  endDate: Opt(DateOnly),
  notes: Opt(FieldText(notes)),
});

const periodCheck = (
  v: WriteValues<typeof customerServices>,
  before?: Row<typeof customerServices>,
) => {
  const start = v.startDate !== undefined ? v.startDate : before?.startDate;
  const end = v.endDate !== undefined ? v.endDate : before?.endDate;
  if (start && end && end < start)
    throw badRequest({ endDate: ["終了日は開始日以降の日付を入力してください"] });
  return v;
};

export default async function targetsRoutes(app: FastifyInstance) {
  const targetResource: Resource<typeof targets> = {
    path: "/basis/targets",
    tag: "targets",
    label: "対象物件",
    description: "対象物件（TA）: 戸建・集合住宅・電柱",
    table: targets,
    codePrefix: "TA",
    fields: targetFields,
    create: TargetCreate,
    numeric: ["latitude", "longitude"],
    filters: targetFilters,
    where: targetWhere,
    sortable: targetSortable,
    writeFlag: "targetEdit",
    decorate: (records, { ex, request }) => decorateTargets(records, ex, request),
    // A partner's staff see the targets of their own constructions only (docs/DOMAIN.md).
    scope: (request) => partnerTargetScope(request, targets.id),
    // docs/DOMAIN.md "Deletion": a target with matters stays.
    beforeDelete: async ({ tx, before }) => {
      const n = (await countBy(tx, matters.targetId, [before.id])).get(before.id);
      if (n) throw badRequest({ id: [`案件が${n}件あるため、対象物件を削除できません`] });
    },
    prepare: (v, { request, before }) => {
      rememberRooms(request, prepareUnits(v, before === undefined));
      normaliseContact(v, { kana: "物件名カナ" });
      for (const f of ["latitude", "longitude"])
        if (typeof v[f] === "number") v[f] = v[f].toFixed(6);
      return v;
    },
    // A new 戸建 gets its one unit, a new 集合住宅 one per room number, in the same transaction.
    afterWrite: async ({ tx, request, before, after }) => {
      if (before === undefined) await createUnits(tx, request, after);
    },
  };
  registerResource(app, targetResource);
  registerTargetLookups(app, targetResource);
  registerTargetExport(app, targetResource);

  registerResource(app, {
    path: "/basis/target-details",
    tag: "targets",
    label: "対象詳細",
    description: "対象詳細（TD）: 戸建は1件、集合住宅は住戸ごとに1件",
    table: targetDetails,
    codePrefix: "TD",
    fields: detailFields,
    create: DetailCreate,
    filters: {
      targetId: Type.Optional(IntList("対象物件ID")),
      deviceLineType: Type.Optional(IntList("機器回線種別")),
      roomNumber: Type.Optional(Type.String({ description: "部屋番号の部分一致" })),
    },
    where: (q) => [
      intFilter(targetDetails.targetId, q.targetId),
      intFilter(targetDetails.deviceLineType, q.deviceLineType),
      textFilter(targetDetails.roomNumber, q.roomNumber),
    ],
    sortable: {
      id: targetDetails.id,
      roomNumber: targetDetails.roomNumber,
      floor: targetDetails.floor,
      updatedAt: targetDetails.updatedAt,
    },
    writeFlag: "targetEdit",
    scope: partnerUnitScope,
    prepare: (v) => {
      if (typeof v.roomNumber === "string") v.roomNumber = blankToNull(normalizeCode(v.roomNumber));
      return v;
    },
  });

  const customerResource: Resource<typeof customers> = {
    path: "/basis/customers",
    tag: "targets",
    label: "顧客",
    description: "顧客（CU）: 対象詳細のオーナー・入居者",
    table: customers,
    codePrefix: "CU",
    fields: customerFields,
    create: CustomerCreate,
    filters: {
      targetDetailId: Type.Optional(IntList("対象詳細ID")),
      customerType: Type.Optional(IntList("顧客種別")),
      name: Type.Optional(Type.String({ description: "氏名・カナの部分一致" })),
      phone: Type.Optional(Type.String({ description: "電話番号・携帯の部分一致" })),
    },
    where: (q) => [
      intFilter(customers.targetDetailId, q.targetDetailId),
      intFilter(customers.customerType, q.customerType),
      q.name
        ? or(
            textFilter(customers.name, q.name),
            textFilter(customers.nameKana, toKatakana(String(q.name))),
          )
        : undefined,
      q.phone
        ? or(
            textFilter(customers.phone, normalizePhone(String(q.phone))),
            textFilter(customers.mobile, normalizePhone(String(q.phone))),
          )
        : undefined,
    ],
    sortable: {
      id: customers.id,
      name: customers.name,
      nameKana: customers.nameKana,
      customerType: customers.customerType,
      updatedAt: customers.updatedAt,
    },
    writeFlag: "targetEdit",
    scope: partnerCustomerScope,
    sensitive: {
      flag: "matterRead",
      fields: ["phone", "mobile", "email", "postalCode", "address"],
      filters: ["phone"],
    },
    prepare: (v) => {
      if (typeof v.email === "string") v.email = v.email.trim().toLowerCase();
      return normaliseContact(v, { kana: "氏名カナ" });
    },
  };
  registerResource(app, customerResource);
  registerCustomerExport(app, customerResource);

  registerResource(app, {
    path: "/basis/customer-services",
    tag: "targets",
    label: "顧客サービス（契約内容）",
    description: "顧客サービス（CS）: 契約内容",
    table: customerServices,
    codePrefix: "CS",
    fields: serviceFields,
    create: ServiceCreate,
    filters: {
      customerId: Type.Optional(IntList("顧客ID")),
      implementation: Type.Optional(IntList("実施")),
      operatorCustomerNo: Type.Optional(Type.String({ description: "事業者の顧客番号の部分一致" })),
    },
    where: (q) => [
      intFilter(customerServices.customerId, q.customerId),
      intFilter(customerServices.implementation, q.implementation),
      textFilter(customerServices.operatorCustomerNo, q.operatorCustomerNo),
    ],
    sortable: {
      id: customerServices.id,
      startDate: customerServices.startDate,
      updatedAt: customerServices.updatedAt,
    },
    writeFlag: "targetEdit",
    // The operator's contract and customer number are not what the work needs.
    scope: noRowsForPartners,
    prepare: (v, { before }) => {
      normaliseContact(v);
      return periodCheck(v, before);
    },
  });

  await importRoutes(app);
}
