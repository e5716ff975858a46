// Demo business data (issue 2): ~200 targets in Ota-ku / Kawasaki, their units and customers,
// 3 projects with matters in every status, negotiations with history, constructions with entries
// and measurements, drop lines and free slots. Deterministic: a seeded PRNG and a fixed base date,
// so every fresh database shows the same demo.
import { asc, isNull } from "drizzle-orm";
import type { Db, Executor } from "../db/client";
import { associateCompanies, clients, deviceModels, jobCategories, teams } from "../masters/tables";
import { users } from "../users/tables";
import { targets, targetDetails, customers, customerServices } from "../targets/tables";
import { projects, matters } from "../projects/tables";
import { negotiations, negotiationHistories } from "../negotiations/tables";
import {
  constructionEntries,
  constructionFreeSchedules,
  constructions,
  measurements,
  schedules,
} from "../constructions/tables";
import { lineCodes } from "../linecodes/tables";
import { judge, thresholdFor } from "../constructions/domain";
import { workTypeDefaults } from "../projects/domain";
import { historyCounterparts, historyOutcomes } from "../negotiations/domain";
import {
  areas,
  buildingWords,
  familyNames,
  femaleNames,
  maleNames,
  negotiationMemos,
  poleAreas,
  poleOwners,
} from "./business-data";

/** Optional ids from the platform seed; anything missing is looked up in the database. */
export type BusinessSeedRefs = {
  clientIds?: number[];
  userIds?: number[];
  associateCompanyIds?: number[];
  teamIds?: number[];
};

export type BusinessSeedResult = { targets: number; matters: number; constructions: number };

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Ideographic space between family and given names, as Japanese forms write them. */
const SP = "\u3000";
const BASE = Date.UTC(2026, 3, 1, 0, 0, 0); // 2026-04-01 09:00 JST
const day = 86_400_000;
const at = (days: number, hourJst = 10) => new Date(BASE + days * day + (hourJst - 9) * 3_600_000);
const dateOnly = (days: number) => new Date(BASE + days * day).toISOString().slice(0, 10);

async function ids(
  db: Executor,
  table:
    | typeof clients
    | typeof users
    | typeof associateCompanies
    | typeof teams
    | typeof jobCategories
    | typeof deviceModels,
) {
  return (
    await db
      .select({ id: table.id })
      .from(table)
      .where(isNull(table.deletedAt))
      .orderBy(asc(table.id))
  ).map((r) => r.id);
}

/** Inserts in chunks (PGlite and pg both dislike huge parameter lists). */
async function insertMany<T extends Record<string, unknown>>(
  db: Executor,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: any,
  rows: T[],
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    if (!chunk.length) continue;
    const r = (await db.insert(table).values(chunk).returning({ id: table.id })) as {
      id: number;
    }[];
    out.push(...r.map((x) => x.id));
  }
  return out;
}

/** Called once by seed/index.ts on an empty database (after masters and users); one transaction. */
export async function seedBusiness(
  db: Db,
  refs: BusinessSeedRefs = {},
): Promise<BusinessSeedResult> {
  return db.transaction(async (tx) => {
    // A second run would insert a second copy of everything and only trip over the first unique
    // key it meets (the free slots): say what went wrong instead.
    if ((await tx.select({ id: targets.id }).from(targets).limit(1)).length > 0) {
      throw new Error(
        "seedBusiness: the database already holds business data (seedIfEmpty seeds it once, on an empty database)",
      );
    }
    return seedBusinessInto(tx, refs);
  });
}

async function seedBusinessInto(db: Executor, refs: BusinessSeedRefs): Promise<BusinessSeedResult> {
  const rnd = prng(20260401);
  const clientIds = refs.clientIds?.length ? refs.clientIds : await ids(db, clients);
  const userIds = refs.userIds?.length ? refs.userIds : await ids(db, users);
  const companyIds = refs.associateCompanyIds?.length
    ? refs.associateCompanyIds
    : await ids(db, associateCompanies);
  const teamRows = await db
    .select({ id: teams.id, associateCompanyId: teams.associateCompanyId })
    .from(teams)
    .where(isNull(teams.deletedAt))
    .orderBy(asc(teams.id));
  const teamList = refs.teamIds?.length
    ? teamRows.filter((t) => refs.teamIds!.includes(t.id))
    : teamRows;
  const models = await db
    .select({ id: deviceModels.id, lineType: deviceModels.deviceLineType })
    .from(deviceModels)
    .where(isNull(deviceModels.deletedAt));
  const jobIds = await ids(db, jobCategories);
  const modelOf = (lineType: number) => models.find((m) => m.lineType === lineType)?.id ?? null;
  const userOr = (i: number) => (userIds.length ? userIds[i % userIds.length]! : null);

  // ---- targets ----
  type T = typeof targets.$inferInsert;
  const targetRows: T[] = [];
  const kinds: number[] = [];
  let poleNo = 150;
  for (let i = 0; i < 200; i++) {
    const area = areas[i % areas.length]!;
    const chome = rnd.int(1, 6);
    const ban = rnd.int(1, 30);
    const go = rnd.int(1, 25);
    const base: T = {
      name: "",
      prefecture: area.prefecture,
      city: area.city,
      town: `${area.town}${"一二三四五六"[chome - 1]}丁目`,
      street: `${ban}-${go}`,
      postalCode: area.postal,
      latitude: (area.lat + (rnd.next() - 0.5) * 0.01).toFixed(6),
      longitude: (area.lng + (rnd.next() - 0.5) * 0.01).toFixed(6),
      clientId: clientIds.length ? clientIds[i % clientIds.length]! : null,
    };
    const r = rnd.next();
    if (r < 0.6) {
      const [fam, famKana] = rnd.pick(familyNames);
      targetRows.push({
        ...base,
        targetType: 2,
        name: `${fam}邸`,
        nameKana: `${famKana}テイ`,
        totalUnits: 1,
      });
      kinds.push(2);
    } else if (r < 0.85) {
      const [w, wk] = rnd.pick(buildingWords);
      const units = rnd.int(4, 10);
      targetRows.push({
        ...base,
        targetType: 3,
        name: `${w}${area.town}${rnd.pick(["", "第2", "Ⅱ"])}`.replace(/Ⅱ$/, " II"),
        nameKana: `${wk}${area.kana}`,
        building: `${w}${area.town}`,
        totalUnits: units,
      });
      kinds.push(3);
    } else {
      poleNo += rnd.int(1, 9);
      const pa = rnd.pick(poleAreas);
      targetRows.push({
        ...base,
        targetType: 4,
        name: `${pa} ${poleNo}`,
        nameKana: null,
        poleNumber: `${pa} ${poleNo}`,
        poleOwner: rnd.pick(poleOwners),
        street: null,
        totalUnits: 0,
      });
      kinds.push(4);
    }
  }
  // Guarantee the pole of the spec's example exists.
  const firstPole = kinds.indexOf(4);
  if (firstPole >= 0)
    Object.assign(targetRows[firstPole]!, { name: "森ケ崎 190", poleNumber: "森ケ崎 190" });
  const targetIds = await insertMany(db, targets, targetRows);

  // ---- details and customers ----
  type D = typeof targetDetails.$inferInsert;
  const detailRows: D[] = [];
  const detailTarget: number[] = [];
  targetRows.forEach((t, i) => {
    const lineType = rnd.chance(0.5) ? 1 : 2;
    if (t.targetType === 2) {
      detailRows.push({
        targetId: targetIds[i]!,
        deviceLineType: lineType,
        deviceModelId: modelOf(lineType),
      });
      detailTarget.push(i);
    } else if (t.targetType === 3) {
      for (let u = 0; u < (t.totalUnits ?? 0); u++) {
        const floor = Math.floor(u / 4) + 1;
        detailRows.push({
          targetId: targetIds[i]!,
          roomNumber: `${floor}0${(u % 4) + 1}`,
          floor,
          deviceLineType: lineType,
          deviceModelId: modelOf(lineType),
        });
        detailTarget.push(i);
      }
    }
  });
  const detailIds = await insertMany(db, targetDetails, detailRows);

  type C = typeof customers.$inferInsert;
  const customerRows: C[] = [];
  const customerDetail: number[] = [];
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
  detailRows.forEach((d, j) => {
    const t = targetRows[detailTarget[j]!]!;
    const isFirstUnit = j === 0 || detailTarget[j - 1] !== detailTarget[j];
    if (t.targetType === 2) {
      const p = person();
      customerRows.push({
        targetDetailId: detailIds[j]!,
        customerType: 1,
        ...p,
        phone: phone(),
        mobile: rnd.chance(0.6) ? mobile() : null,
        contactMethod: rnd.int(1, 3),
        ownership: 1,
      });
      customerDetail.push(j);
    } else {
      if (isFirstUnit) {
        const p = person();
        customerRows.push({
          targetDetailId: detailIds[j]!,
          customerType: 1,
          ...p,
          phone: phone(),
          ownership: 2,
          contactMethod: 3,
          postalCode: "1430016",
          address: `東京都大田区大森北${rnd.int(1, 6)}-${rnd.int(1, 20)}-${rnd.int(1, 15)}`,
        });
        customerDetail.push(j);
      }
      if (rnd.chance(0.8)) {
        const p = person();
        customerRows.push({
          targetDetailId: detailIds[j]!,
          customerType: 2,
          ...p,
          mobile: mobile(),
          ownership: 4,
          contactMethod: rnd.int(0, 4),
        });
        customerDetail.push(j);
      }
    }
  });
  const customerIds = await insertMany(db, customers, customerRows);
  await insertMany(
    db,
    customerServices,
    customerIds
      .filter((_, k) => k % 3 === 0)
      .map((id, k) => ({
        customerId: id,
        implementation: k % 4 === 0 ? 2 : 1,
        operatorCustomerNo: `JN${String(100000 + k * 7).padStart(8, "0")}`,
        startDate: dateOnly(-400 + k),
      })),
  );
  const customerOfDetail = new Map<number, number>();
  customerRows.forEach((c, k) => {
    if (!customerOfDetail.has(c.targetDetailId))
      customerOfDetail.set(c.targetDetailId, customerIds[k]!);
  });
  const firstDetailOfTarget = new Map<number, number>();
  detailRows.forEach((d, j) => {
    if (!firstDetailOfTarget.has(d.targetId)) firstDetailOfTarget.set(d.targetId, detailIds[j]!);
  });

  // ---- projects and matters ----
  const projectDefs = [
    { name: "大森地区 V-ONU化工事 2026年度", workType: 1, status: 2, town: ["東京都"] },
    { name: "川崎・鶴見エリア FTTH移行（放送+通信）", workType: 3, status: 2, town: ["神奈川県"] },
    { name: "森ケ崎・羽田 同軸引込線撤去", workType: 4, status: 1, town: ["pole"] },
  ];
  const projectIds = await insertMany(
    db,
    projects,
    projectDefs.map((p, k) => ({
      name: p.name,
      workType: p.workType,
      status: p.status,
      clientId: clientIds.length ? clientIds[k % clientIds.length]! : null,
      jobCategoryId: jobIds[0] ?? null,
      startDate: dateOnly(-30 + k * 10),
      endDate: dateOnly(300),
      managerUserId: userOr(1),
    })),
  );
  const statusCycle = [1, 2, 2, 3, 4, 5, 5, 6, 7, 9];
  type M = typeof matters.$inferInsert;
  const matterRows: M[] = [];
  targetRows.forEach((t, i) => {
    const p = t.targetType === 4 ? 2 : t.prefecture === "東京都" ? 0 : 1;
    if (t.targetType !== 4 && i % 5 === 4) return; // some targets are not in a project yet
    const n = matterRows.filter((m) => m.projectId === projectIds[p]).length;
    matterRows.push({
      projectId: projectIds[p]!,
      targetId: targetIds[i]!,
      targetDetailId: firstDetailOfTarget.get(targetIds[i]!) ?? null,
      workType: projectDefs[p]!.workType,
      status: statusCycle[n % statusCycle.length]!,
      assigneeUserId: userOr(2 + (n % 3)),
      dueDate: dateOnly(60 + (n % 90)),
    });
  });
  const matterIds = await insertMany(db, matters, matterRows);

  // ---- negotiations with history ----
  type N = typeof negotiations.$inferInsert;
  const negRows: N[] = [];
  const negMatter: number[] = [];
  matterRows.forEach((m, k) => {
    if (m.status === 1) return;
    const done = m.status !== 2 && m.status !== 9;
    const reason = m.status === 4 ? 2 : done ? 1 : 0;
    negRows.push({
      matterId: matterIds[k]!,
      customerId: m.targetDetailId ? (customerOfDetail.get(m.targetDetailId) ?? null) : null,
      assigneeUserId: userOr(4),
      negotiationStatusId: done ? 6 : m.status === 9 ? 5 : rnd.int(2, 4),
      scheduledAt: at(k % 40, 10 + (k % 6)),
      completeReason: reason,
      completedAt: done ? at((k % 40) + 3, 15) : null,
    });
    negMatter.push(k);
  });
  const negIds = await insertMany(db, negotiations, negRows);
  const histRows: (typeof negotiationHistories.$inferInsert)[] = [];
  negRows.forEach((n, k) => {
    const count = rnd.int(1, 3);
    for (let h = 0; h < count; h++) {
      const last = h === count - 1;
      histRows.push({
        negotiationId: negIds[k]!,
        contactedAt: at((k % 40) - 10 + h * 3, 10 + h * 2),
        method: rnd.int(1, 3),
        counterpart: rnd.pick(historyCounterparts),
        outcome:
          last && n.completeReason === 1
            ? "承諾"
            : last && n.completeReason === 2
              ? "拒否"
              : rnd.pick(historyOutcomes.slice(0, 2)),
        memo: rnd.pick(negotiationMemos),
        nextContactAt: last ? null : at((k % 40) - 7 + h * 3),
        userId: n.assigneeUserId ?? null,
      });
    }
  });
  await insertMany(db, negotiationHistories, histRows);
  await insertMany(
    db,
    schedules,
    negRows
      .filter((n) => n.assigneeUserId && n.completeReason === 0)
      .map((n, k) => ({
        kind: 2,
        userId: n.assigneeUserId!,
        startAt: n.scheduledAt!,
        endAt: new Date(n.scheduledAt!.getTime() + 3_600_000),
        negotiationId: negIds[negRows.indexOf(n)]!,
        title: `交渉訪問（${k + 1}）`,
      })),
  );

  // ---- free slots, constructions, entries, measurements ----
  const slotRows: (typeof constructionFreeSchedules.$inferInsert)[] = [];
  for (const t of teamList)
    for (let d = 0; d < 30; d++)
      for (const slot of ["午前", "午後"])
        slotRows.push({ teamId: t.id, date: dateOnly(d), slot, capacity: 2 });
  await insertMany(db, constructionFreeSchedules, slotRows);

  type K = typeof constructions.$inferInsert;
  const consRows: K[] = [];
  matterRows.forEach((m, k) => {
    if (![5, 6, 7].includes(m.status!)) return;
    const team = teamList.length ? teamList[k % teamList.length]! : undefined;
    const done = m.status !== 5;
    const status = done ? 5 : k % 2 ? 2 : 3;
    consRows.push({
      matterId: matterIds[k]!,
      workType: m.workType,
      associateCompanyId: team?.associateCompanyId ?? companyIds[0] ?? null,
      teamId: team?.id ?? null,
      status,
      scheduledDate: dateOnly(done ? -(k % 20) - 1 : (k % 25) + 1),
      slot: k % 2 ? "午前" : "午後",
      instructedAt: at(-(k % 20) - 5),
      instructedBy: userOr(3),
      completedAt: done ? at(-(k % 20) - 1, 15) : null,
      resultNotes: done ? "施工完了。お客様立ち会いのもと動作確認済み" : null,
    });
  });
  // A few generated but not yet dispatched (指示待ち) from agreed matters.
  matterRows.forEach((m, k) => {
    if (m.status === 3 && k % 2 === 0)
      consRows.push({ matterId: matterIds[k]!, workType: m.workType, status: 1 });
  });
  const consIds = await insertMany(db, constructions, consRows);
  const entryRows: (typeof constructionEntries.$inferInsert)[] = [];
  const measRows: (typeof measurements.$inferInsert)[] = [];
  consRows.forEach((c, k) => {
    if (c.status === 1) return;
    const d = workTypeDefaults[c.workType as 1 | 2 | 3 | 4];
    entryRows.push({
      constructionId: consIds[k]!,
      item: d.label,
      removedDeviceModelId: c.workType === 4 ? null : modelOf(c.workType === 1 ? 1 : 2),
      removedSerial: c.workType === 4 ? null : `OLD${String(500000 + k * 13)}`,
      installedDeviceModelId: c.workType === 4 ? null : modelOf(c.workType === 1 ? 1 : 2),
      installedSerial: c.workType === 4 ? null : `NEW${String(700000 + k * 17)}`,
      quantity: 1,
    });
    if (c.status === 5 && c.workType !== 4) {
      const wl = c.workType === 1 ? 1550 : 1490;
      const th = thresholdFor(wl)!;
      const power =
        c.workType === 1 ? -6.5 + rnd.int(-300, 300) / 100 : -18 + rnd.int(-400, 400) / 100;
      measRows.push({
        constructionId: consIds[k]!,
        point: c.workType === 1 ? "V-ONU入力" : "R-ONU入力",
        wavelengthNm: wl,
        powerDbm: power.toFixed(2),
        thresholdMin: th.min.toFixed(2),
        thresholdMax: th.max.toFixed(2),
        judgement: judge(power, th.min, th.max),
        measuredAt: c.completedAt!,
        measuredBy: userOr(6),
      });
    }
  });
  await insertMany(db, constructionEntries, entryRows);
  await insertMany(db, measurements, measRows);

  // ---- drop lines ----
  const lineRows: (typeof lineCodes.$inferInsert)[] = [];
  targetRows.forEach((t, i) => {
    if (t.targetType === 3 && i % 2) return;
    const removalCons = consRows.findIndex(
      (c) =>
        c.matterId === matterIds[matterRows.findIndex((m) => m.targetId === targetIds[i])] &&
        c.workType === 4 &&
        c.status === 5,
    );
    const removed = removalCons >= 0;
    lineRows.push({
      lineCode: `L${t.postalCode?.slice(0, 3) ?? "000"}-${String(i + 1).padStart(5, "0")}`,
      targetId: targetIds[i]!,
      targetDetailId: firstDetailOfTarget.get(targetIds[i]!) ?? null,
      poleNumber: t.poleNumber ?? `${rnd.pick(poleAreas)} ${rnd.int(100, 400)}`,
      poleOwner: t.poleOwner ?? rnd.pick(poleOwners),
      cableType:
        t.targetType === 4 ? "同軸7C" : rnd.pick(["同軸5C", "同軸7C", "光ドロップ"] as const),
      lineKind: rnd.pick(["放送", "通信", "共用"] as const),
      status: removed ? "撤去済" : t.targetType === 4 ? "撤去予定" : "使用中",
      removalConsentAt: removed || t.targetType === 4 ? at(-30) : null,
      removedAt: removed ? consRows[removalCons]!.completedAt : null,
      constructionId: removed ? consIds[removalCons]! : null,
    });
  });
  await insertMany(db, lineCodes, lineRows);
  return { targets: targetIds.length, matters: matterIds.length, constructions: consIds.length };
}
