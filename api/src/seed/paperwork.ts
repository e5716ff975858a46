// What the story leaves on record besides matters: the drop lines (planned for removal once
// consented, removed by their removal work), the documents the negotiations issued (PDF files
// with their attachment rows) and the two external sources with their runs.
import { codeOf } from "@cfx/domain/codes";
import { documentTypeLabels, workTypeLabels } from "@cfx/domain/enumerations";
import type { FileStore } from "../files/store";
import { importedTown, poleAreas, poleOwners } from "./business-data";
import { todayInTokyo } from "./clock";
import { HOUR, type Ctx, type Matter, type Target } from "./context";
import { documentPdf, storeSeedFile } from "./documents";
import type { Land } from "./land";
import type { Chronicle } from "./matter-story";

/** Ideographic space, as Japanese forms separate a label from its value. */
const SP = "\u3000";

/** Coax lines of every house and building; fibre drops laid by the finished migrations. */
export function tellDropLines({ rnd, rows, cast }: Ctx, land: Land, chronicle: Chronicle) {
  const poles = land.targets.filter((t) => t.targetType === 4);
  const keeper = cast.people.lineKeeper;
  for (const [i, t] of land.targets.entries()) {
    if (t.targetType === 4) continue;
    const near = poles.filter((p) => p.town?.slice(0, 3) === t.town?.slice(0, 3));
    const pole = near.length ? near[i % near.length] : undefined;
    const consent = chronicle.consentOf.get(t.id);
    const removal = chronicle.removalOf.get(t.id);
    // Planned for removal by the line keeper once the owner consented.
    const planned = consent && new Date(consent.getTime() + 2 * HOUR);
    rows.lineCodes.add({
      lineCode: `L${t.postalCode?.slice(0, 3) ?? "000"}-${String(i + 1).padStart(5, "0")}`,
      targetId: t.id,
      // A building has one shared line; a house's line ends at its only unit.
      targetDetailId: t.targetType === 2 ? land.detailsOf.get(t.id)![0]!.id : null,
      poleNumber: pole?.poleNumber ?? `${rnd.pick(poleAreas)} ${rnd.int(100, 400)}`,
      poleOwner: pole?.poleOwner ?? rnd.pick(poleOwners),
      cableType: t.targetType === 3 ? "同軸7C" : rnd.pick(["同軸5C", "同軸7C"]),
      lineKind: t.targetType === 3 ? "共用" : rnd.pick(["放送", "共用"]),
      status: removal ? "撤去済" : consent ? "撤去予定" : "使用中",
      removalConsentAt: consent ?? null,
      removedAt: removal?.completedAt ?? null,
      constructionId: removal?.id ?? null,
      createdAt: t.createdAt,
      createdBy: t.createdBy,
      updatedAt: removal?.completedAt ?? planned ?? t.createdAt,
      updatedBy: removal ? removal.updatedBy : consent ? keeper : t.createdBy,
    });
  }
  const targetOf = targetOfMatter(rows.matters.rows, land);
  for (const row of rows.constructions.rows) {
    if (row.status !== 5 || row.workType === 4) continue;
    const target = targetOf(row.matterId);
    rows.lineCodes.add({
      lineCode: `F${target.postalCode?.slice(0, 3) ?? "000"}-${String(row.id).padStart(5, "0")}`,
      targetId: target.id,
      targetDetailId: target.targetType === 2 ? land.detailsOf.get(target.id)![0]!.id : null,
      poleNumber: `${rnd.pick(poleAreas)} ${rnd.int(100, 400)}`,
      poleOwner: rnd.pick(poleOwners),
      cableType: "光ドロップ",
      lineKind: row.workType === 1 ? "放送" : row.workType === 2 ? "通信" : "共用",
      status: "使用中",
      createdAt: row.completedAt!,
      createdBy: keeper,
      updatedAt: row.completedAt!,
      updatedBy: keeper,
    });
  }
}

export function targetOfMatter(matters: Matter[], land: Land): (matterId: number) => Target {
  const matterById = new Map(matters.map((m) => [m.id, m]));
  const targetById = new Map(land.targets.map((t) => [t.id, t]));
  return (matterId) => targetById.get(matterById.get(matterId)!.targetId)!;
}

/** The issued documents as one-page PDFs in the file store, each with its attachment row. */
export async function fileDocuments(
  { rows, cast }: Ctx,
  land: Land,
  chronicle: Chronicle,
  fileStore: FileStore,
) {
  const targetOf = targetOfMatter(rows.matters.rows, land);
  const matterById = new Map(rows.matters.rows.map((m) => [m.id, m]));
  const customerById = new Map(rows.customers.rows.map((cu) => [cu.id, cu]));
  const companyName = new Map(cast.companies.map((x) => [x.id, x.name]));
  const teamName = new Map(cast.teams.map((x) => [x.id, x.name]));
  const jpDate = (at: Date) => {
    const [y, m, d] = todayInTokyo(at).split("-");
    return `${y}年${Number(m)}月${Number(d)}日`;
  };
  for (const doc of chronicle.docs) {
    const neg = doc.negotiation;
    const matter = matterById.get(neg.matterId)!;
    const target = targetOf(matter.id);
    const customer = neg.customerId ? customerById.get(neg.customerId) : undefined;
    const title = documentTypeLabels[doc.type as keyof typeof documentTypeLabels];
    const cn = doc.construction;
    const lines = [
      `発行日${SP}${jpDate(doc.at)}`,
      `${customer?.name ?? target.name}${SP}様`,
      "",
      `物件${SP}${target.name}`,
      `住所${SP}${target.prefecture ?? ""}${target.city ?? ""}${target.town ?? ""}${target.street ?? ""}`,
      `案件番号${SP}${codeOf("matter", matter.id)}${SP}交渉番号${SP}${codeOf("negotiation", neg.id)}`,
      `工事種別${SP}${workTypeLabels[matter.workType as 1 | 2 | 3 | 4]}`,
      ...(cn
        ? [
            `工事番号${SP}${codeOf("construction", cn.id)}`,
            `協力会社${SP}${companyName.get(cn.associateCompanyId!) ?? ""}${SP}${teamName.get(cn.teamId!) ?? ""}`,
          ]
        : []),
      "",
      "本書の内容についてご不明な点は担当者までお問い合わせください。",
    ];
    const stored = await storeSeedFile(fileStore, documentPdf(title, lines));
    rows.attachments.add({
      ownerType: "negotiation",
      ownerId: neg.id,
      kind: "document",
      documentType: doc.type,
      fileName: `${title.replace(/\//g, "・")}_${codeOf("negotiation", neg.id)}.pdf`,
      mimeType: "application/pdf",
      ...stored,
      createdAt: doc.at,
      createdBy: doc.by,
      updatedAt: doc.at,
      updatedBy: doc.by,
    });
  }
}

/** The operator's ledger CSV (it registered one town a month ago) and a feed whose run failed. */
export function tellSources(
  { c, rows, cast }: Ctx,
  land: Land,
  ledgerRun: { startedAt: Date; finishedAt: Date },
) {
  const manager = cast.people.manager;
  const imported = land.targets.filter((t) => t.town?.startsWith(importedTown)).length;
  const ledger = rows.sources.add({
    name: "城南ケーブルテレビ 設備台帳（CSV取込）",
    kind: "CSVファイル",
    url: null,
    encoding: "Shift_JIS",
    targetEntity: "targets",
    columnMapping: {
      物件名: "name",
      物件名カナ: "nameKana",
      物件種別: "targetType",
      郵便番号: "postalCode",
      都道府県: "prefecture",
      市区町村: "city",
      町域: "town",
      番地: "street",
      建物名: "building",
      戸数: "totalUnits",
      発注元ID: "clientId",
    },
    keyField: "name",
    enabled: true,
    lastRunAt: ledgerRun.startedAt,
    lastStatus: "成功",
    notes: "城南ケーブルテレビから毎月届く設備台帳（Shift_JIS のCSV）",
    createdAt: c.at(-45, 15),
    createdBy: manager,
    updatedAt: ledgerRun.finishedAt,
    updatedBy: manager,
  });
  rows.runs.add({
    externalSourceId: ledger.id,
    ...ledgerRun,
    status: "成功",
    rowsTotal: imported,
    rowsCreated: imported,
    rowsUpdated: 0,
    rowsFailed: 0,
    errors: [],
    createdAt: ledgerRun.finishedAt,
    createdBy: manager,
    updatedAt: ledgerRun.finishedAt,
    updatedBy: manager,
  });
  const feedRun = { startedAt: c.at(-1, 7, 0), finishedAt: c.at(-1, 7, 1) };
  const feed = rows.sources.add({
    name: "多摩川ケーブルネットワーク 工事案件API",
    kind: "HTTP JSON",
    url: "https://api.tamagawa-catv.example.jp/v1/fiber-migration/matters",
    encoding: "UTF-8",
    targetEntity: "matters",
    columnMapping: {
      project_id: "projectId",
      target_id: "targetId",
      work_type: "workType",
      due_date: "dueDate",
      memo: "notes",
    },
    keyField: "targetId",
    enabled: true,
    lastRunAt: feedRun.startedAt,
    lastStatus: "失敗",
    notes: "発注元の案件一覧（JSON）。エラーの行を直してもらってから再実行する",
    createdAt: c.at(-20, 16),
    createdBy: manager,
    updatedAt: feedRun.finishedAt,
    updatedBy: manager,
  });
  // The runner keeps nothing of a run with bad rows and lists every one of them.
  rows.runs.add({
    externalSourceId: feed.id,
    ...feedRun,
    status: "失敗",
    rowsTotal: 12,
    rowsCreated: 0,
    rowsUpdated: 0,
    rowsFailed: 3,
    errors: [
      { row: 4, field: "targetId", message: "指定された対象物件が存在しません" },
      { row: 9, field: "dueDate", message: "日付の形式が正しくありません（YYYY-MM-DD）" },
      { row: 11, field: "workType", message: "選択肢の中から選んでください" },
    ],
    createdAt: feedRun.finishedAt,
    createdBy: manager,
    updatedAt: feedRun.finishedAt,
    updatedBy: manager,
  });
}
