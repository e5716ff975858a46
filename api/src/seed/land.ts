// The ground the story plays on: ~200 targets (houses, buildings, poles) of the three operators'
// areas, their units, the owners and tenants living there and their contract contents. Registered
// long before the projects, except one town's, which the ledger CSV imported a month ago.
import {
  areas,
  buildingWords,
  familyNames,
  femaleNames,
  importedTown,
  maleNames,
  poleOwners,
} from "./business-data";
import { idOf, type Ctx, type Customer, type Detail, type Target } from "./context";

/** Ideographic space between family and given names, as Japanese forms write them. */
const SP = "\u3000";

export type Land = {
  targets: Target[];
  /** Units of a target, the first one first. */
  detailsOf: Map<number, Detail[]>;
  customersOf: Map<number, Customer[]>;
};

export function tellLand({ c, rnd, rows, cast }: Ctx, ledgerStart: Date): Land {
  const targets: Target[] = [];
  let poleNo = 150;
  for (let i = 0; i < 200; i++) {
    const area = areas[i % areas.length]!;
    const chome = rnd.int(1, 6);
    const ban = rnd.int(1, 30);
    const go = rnd.int(1, 25);
    const imported = area.town === importedTown;
    const registered = imported
      ? new Date(ledgerStart.getTime() + (i + 1) * 500)
      : c.at(-520 + Math.floor(i / 2), 10, i % 60);
    const base = {
      name: "",
      prefecture: area.prefecture,
      city: area.city,
      town: `${area.town}${"一二三四五六"[chome - 1]}丁目`,
      street: `${ban}-${go}`,
      postalCode: area.postal,
      latitude: (area.lat + (rnd.next() - 0.5) * 0.01).toFixed(6),
      longitude: (area.lng + (rnd.next() - 0.5) * 0.01).toFixed(6),
      clientId: cast.clientId(area.client),
      createdAt: registered,
      updatedAt: registered,
      createdBy: imported ? cast.people.manager : null,
      updatedBy: imported ? cast.people.manager : null,
    };
    const r = rnd.next();
    if (area.poleArea && r >= 0.9) {
      poleNo += rnd.int(1, 9);
      const pole = `${area.poleArea} ${poleNo}`;
      targets.push(
        rows.targets.add({
          ...base,
          targetType: 4,
          name: pole,
          nameKana: null,
          poleNumber: pole,
          poleOwner: rnd.pick(poleOwners),
          street: null,
          totalUnits: 0,
          targetInstallationTypeId: idOf(cast.installTypes, "電柱"),
        }),
      );
    } else if (r < 0.62) {
      const [fam, famKana] = rnd.pick(familyNames);
      targets.push(
        rows.targets.add({
          ...base,
          targetType: 2,
          name: `${fam}邸`,
          nameKana: `${famKana}テイ`,
          totalUnits: 1,
          targetInstallationTypeId: idOf(cast.installTypes, rnd.chance(0.7) ? "屋内" : "屋外"),
        }),
      );
    } else {
      const [w, wk] = rnd.pick(buildingWords);
      const suffix = rnd.pick(["", "第2", " II"]);
      targets.push(
        rows.targets.add({
          ...base,
          targetType: 3,
          name: `${w}${area.town}${suffix}`,
          nameKana: `${wk}${area.kana}`,
          building: `${w}${area.town}${suffix}`,
          totalUnits: rnd.int(4, 10),
          targetInstallationTypeId: idOf(cast.installTypes, "共用部"),
        }),
      );
    }
  }
  // The pole of the spec's example exists.
  const firstPole = targets.find((t) => t.targetType === 4 && t.town?.startsWith("大森南"));
  if (firstPole) Object.assign(firstPole, { name: "森ケ崎 190", poleNumber: "森ケ崎 190" });

  const detailsOf = new Map<number, Detail[]>();
  for (const t of targets) {
    if (t.targetType === 4) continue;
    // 城南 broadcasts to V-ONU, its 蒲田 internet area uses R-ONU; the others have both.
    const town = t.town ?? "";
    const fixed = town.startsWith("蒲田")
      ? 2
      : areas.find((a) => town.startsWith(a.town))?.client === 0
        ? 1
        : 0;
    const lineType = fixed || (rnd.chance(0.5) ? 1 : 2);
    const list: Detail[] = [];
    const units = t.targetType === 2 ? 1 : (t.totalUnits ?? 0);
    for (let u = 0; u < units; u++) {
      const floor = Math.floor(u / 4) + 1;
      list.push(
        rows.details.add({
          targetId: t.id,
          roomNumber: t.targetType === 3 ? `${floor}0${(u % 4) + 1}` : null,
          floor: t.targetType === 3 ? floor : null,
          deviceLineType: lineType,
          deviceInstallationTypeId: idOf(
            cast.deviceInstall,
            t.targetType === 3 ? "屋内壁掛け" : rnd.pick(["屋内壁掛け", "屋内据置"]),
          ),
          deviceModelId: cast.oldModel(lineType),
          createdAt: t.createdAt,
          updatedAt: t.createdAt,
          createdBy: t.createdBy,
          updatedBy: t.createdBy,
        }),
      );
    }
    detailsOf.set(t.id, list);
  }

  const customersOf = new Map<number, Customer[]>();
  const person = () => {
    const [fam, famKana] = rnd.pick(familyNames);
    const female = rnd.chance(0.45);
    const [given, givenKana] = rnd.pick(female ? femaleNames : maleNames);
    return {
      name: `${fam}${SP}${given}`,
      nameKana: `${famKana}${SP}${givenKana}`,
      gender: female ? 2 : 1,
    };
  };
  const phone = () => `03-${rnd.int(3700, 3799)}-${String(rnd.int(0, 9999)).padStart(4, "0")}`;
  const mobile = () => `090-${rnd.int(1000, 9999)}-${String(rnd.int(0, 9999)).padStart(4, "0")}`;
  for (const t of targets) {
    const list: Customer[] = [];
    const stamp = {
      createdAt: t.createdAt,
      updatedAt: t.createdAt,
      createdBy: t.createdBy,
      updatedBy: t.createdBy,
    };
    for (const [u, d] of (detailsOf.get(t.id) ?? []).entries()) {
      if (t.targetType === 2) {
        list.push(
          rows.customers.add({
            targetDetailId: d.id,
            customerType: 1,
            ...person(),
            phone: phone(),
            mobile: rnd.chance(0.6) ? mobile() : null,
            contactMethod: rnd.int(1, 3),
            ownership: 1,
            ...stamp,
          }),
        );
        continue;
      }
      if (u === 0)
        list.push(
          rows.customers.add({
            targetDetailId: d.id,
            customerType: 1,
            ...person(),
            phone: phone(),
            ownership: 2,
            contactMethod: 3,
            postalCode: "1430016",
            address: `東京都大田区大森北${rnd.int(1, 6)}-${rnd.int(1, 20)}-${rnd.int(1, 15)}`,
            ...stamp,
          }),
        );
      if (rnd.chance(0.8))
        list.push(
          rows.customers.add({
            targetDetailId: d.id,
            customerType: 2,
            ...person(),
            mobile: mobile(),
            ownership: 4,
            contactMethod: rnd.int(0, 4),
            ...stamp,
          }),
        );
    }
    customersOf.set(t.id, list);
  }

  // Contract contents: every owner has its broadcast contract, some internet and phone too;
  // tenants mostly the basic broadcast service. Customer numbers carry the operator's prefix.
  const operatorPrefix = ["JN", "TM", "SN"];
  let contractNo = 0;
  const addService = (cu: Customer, t: Target, type: string, item: string) => {
    contractNo++;
    const prefix = operatorPrefix[cast.clients.findIndex((x) => x.id === t.clientId)] ?? "XX";
    rows.services.add({
      customerId: cu.id,
      contractTypeId: idOf(cast.contract.types, type),
      contractDetailTypeId: idOf(cast.contract.details, "新規"),
      contractReceiverId: idOf(
        cast.contract.receivers,
        rnd.pick(["本社受付", "コールセンター", "代理店"]),
      ),
      customerServiceItemId: idOf(cast.contract.items, item),
      implementation: 0,
      operatorCustomerNo: `${prefix}${String(100000 + contractNo * 7).padStart(8, "0")}`,
      startDate: c.day(-700 - ((contractNo * 37) % 2400)),
      createdAt: cu.createdAt,
      updatedAt: cu.createdAt,
      createdBy: cu.createdBy,
      updatedBy: cu.createdBy,
    });
  };
  for (const t of targets)
    for (const cu of customersOf.get(t.id) ?? []) {
      if (cu.customerType === 1) {
        const tv = rnd.chance(0.4) ? "多チャンネル基本パック" : "地デジ・BS再送信";
        addService(cu, t, "放送契約", tv);
        if (rnd.chance(0.4)) addService(cu, t, "通信契約", "光インターネット 1G");
        if (rnd.chance(0.15)) addService(cu, t, "電話契約", "光電話");
      } else if (rnd.chance(0.6)) addService(cu, t, "放送契約", "地デジ・BS再送信");
    }
  return { targets, detailsOf, customersOf };
}
