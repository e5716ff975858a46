// What the story leaves on record besides matters: the drop lines (planned for removal once
// consented, removed by their removal work), the documents the negotiations issued (PDFs of the
// product's generator with their attachment rows) and the two external sources with their runs.
import { availableParallelism } from "node:os";
import type { Executor } from "../db/client";
import type { DocumentType } from "../documents/document-data";
import { documentFileName } from "../documents/file-name";
import { DEMO_ISSUER, type DocumentIssuer } from "../documents/issuer";
import {
  defaultSettings,
  documentData,
  negotiationFacts,
  type NegotiationFacts,
} from "../documents/records";
import { createRenderPool } from "../documents/render-pool";
import { documentTypesOf } from "../documents/settings";
import { documentSettingsKinds, type DocumentSettingsKind } from "../documents/tables";
import type { FileStore } from "../files/store";
import { importedTown, poleAreas, poleOwners } from "./business-data";
import { todayInTokyo } from "./clock";
import { HOUR, insertRows, type Ctx, type Matter, type Target } from "./context";
import { storeSeedFile } from "./documents";
import type { Land } from "./land";
import type { Chronicle } from "./matter-story";

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

/**
 * The issued documents, drawn by the product's own generator (documents/) from what the product
 * reads of each negotiation once the story's rows are in (documents/records.ts), with the page's
 * default settings on the day it was issued, and stored with their attachment rows. Call after
 * the other rows are inserted. Rendered on a pool of its own, one thread per core: the seed runs
 * before the API serves anything, so it may use the whole machine.
 */
export async function fileDocuments(
  db: Executor,
  { rows }: Ctx,
  chronicle: Chronicle,
  fileStore: FileStore,
  issuer: DocumentIssuer = DEMO_ISSUER,
) {
  const factsOf = new Map<number, Promise<NegotiationFacts>>();
  const facts = (negotiationId: number) => {
    let found = factsOf.get(negotiationId);
    if (!found) {
      found = negotiationFacts(db, negotiationId).then((f) => {
        if (!f) throw new Error(`seed: NE-${negotiationId} has no facts to print`);
        return f;
      });
      factsOf.set(negotiationId, found);
    }
    return found;
  };
  // One query at a time (a transaction is one session), then every document at once.
  const jobs = [];
  for (const doc of chronicle.docs) {
    const type = doc.type as DocumentType;
    const issueDate = todayInTokyo(doc.at);
    const negotiationFacts = await facts(doc.negotiation.id);
    const settings = defaultSettings(negotiationFacts, kindOf(type), issueDate);
    jobs.push({ doc, type, issueDate, negotiationFacts, settings });
  }
  const pool = createRenderPool({
    threads: Math.max(1, Math.min(jobs.length, availableParallelism())),
    maxQueue: Math.max(1, jobs.length),
  });
  try {
    const rendered = await Promise.all(
      jobs.map((j) =>
        pool.render(documentData(j.type, j.negotiationFacts, j.settings, issuer), { at: j.doc.at }),
      ),
    );
    for (const [i, j] of jobs.entries()) {
      const stored = await storeSeedFile(fileStore, Buffer.from(rendered[i]!.bytes));
      rows.attachments.add({
        ownerType: "negotiation",
        ownerId: j.doc.negotiation.id,
        kind: "document",
        documentType: j.type,
        fileName: documentFileName(j.type, j.negotiationFacts, j.issueDate),
        mimeType: "application/pdf",
        ...stored,
        createdAt: j.doc.at,
        createdBy: j.doc.by,
        updatedAt: j.doc.at,
        updatedBy: j.doc.by,
      });
    }
  } finally {
    await pool.close();
  }
  await insertRows(db, rows.attachments);
}

/** The settings page a document type is made on (documents/settings.ts). */
function kindOf(type: DocumentType): DocumentSettingsKind {
  const kind = documentSettingsKinds.find((k) => documentTypesOf[k].includes(type));
  if (!kind) throw new Error(`seed: no settings page makes document type ${type}`);
  return kind;
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
