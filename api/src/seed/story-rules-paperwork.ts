// The demo story's rules on drop lines, documents and external sources (story-rules.ts): lines
// removed only by a completed removal of their target, documents issued after their negotiation
// and stored as one-page PDFs (when the store is given), source runs agreeing with their source.
import { edgeOf, lineCodeTransitions } from "@cfx/domain/workflows";
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { FileNotFoundError, type FileStore } from "../files/store";
import { byTime, iso, type StoryCheck } from "./story-check";

/** A stored document's bytes (the checker reads whole one-page PDFs); undefined when missing. */
async function readStored(store: FileStore, key: string): Promise<Buffer | undefined> {
  try {
    const { body } = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof FileNotFoundError) return undefined;
    throw error;
  }
}

export async function checkPaperwork(k: StoryCheck, fileStore?: FileStore): Promise<void> {
  const { s, fail, CN, project, matter, negotiation, construction, consOf } = k;
  // ---- drop lines ----
  const removalTargets = new Set(
    s.matters.filter((m) => project.get(m.projectId)?.workType === 4).map((m) => m.targetId),
  );
  const removedBy = new Set<number>();
  for (const l of s.lineCodes) {
    const who = `line ${l.lineCode}`;
    const x = l.constructionId ? construction.get(l.constructionId) : undefined;
    if (l.status === "撤去済") {
      const m = x ? matter.get(x.matterId) : undefined;
      if (!x || x.workType !== 4 || x.status !== 5 || m?.targetId !== l.targetId)
        fail(who, "removed, but not by a completed removal of its target");
      else if (l.removedAt?.getTime() !== x.completedAt?.getTime())
        fail(who, `removed ${iso(l.removedAt)}, its removal completed ${iso(x.completedAt)}`);
      if (!l.removalConsentAt || (l.removedAt && l.removalConsentAt > l.removedAt))
        fail(who, "removed without consent before it");
      if (x) removedBy.add(x.id);
    } else {
      if (l.constructionId || l.removedAt) fail(who, `${l.status} with a removal`);
      const planned = l.targetId !== null && removalTargets.has(l.targetId);
      if (planned !== (l.status === "撤去予定"))
        fail(who, `${l.status}, target ${planned ? "is" : "is not"} in a removal project`);
      if ((l.status === "撤去予定") !== (l.removalConsentAt !== null))
        fail(who, `${l.status} with removalConsentAt ${iso(l.removalConsentAt)}`);
    }
    const path = ["使用中", "撤去予定", "撤去済"].slice(
      0,
      ["使用中", "撤去予定", "撤去済"].indexOf(l.status) + 1,
    );
    if (!path.length) fail(who, `status ${l.status}`);
    for (let i = 1; i < path.length; i++)
      if (!edgeOf(lineCodeTransitions, path[i - 1]!, path[i]!))
        fail(who, `${path.join("→")} is not a workflow path`);
  }
  for (const x of s.constructions)
    if (x.workType === 4 && x.status === 5 && !removedBy.has(x.id))
      fail(CN(x.id), "completed removal that removed no line");

  // ---- documents ----
  for (const a of s.attachments) {
    const who = `attachment#${a.id} (${a.fileName})`;
    const n = a.ownerType === "negotiation" ? negotiation.get(a.ownerId) : undefined;
    if (a.kind !== "document" || !a.documentType || a.documentType < 1 || a.documentType > 8)
      fail(who, `kind ${a.kind}, document type ${a.documentType}`);
    if (!n) fail(who, `owner ${a.ownerType} ${a.ownerId} is not a negotiation`);
    else if (!n.completedAt || a.createdAt < n.completedAt || n.completeReason === 3)
      fail(who, "issued before its negotiation was concluded");
    else if (a.documentType === 1) {
      const dispatchedBefore = (consOf.get(n.matterId) ?? []).some(
        (x) => x.instructedAt && x.instructedAt <= a.createdAt,
      );
      if (!dispatchedBefore) fail(who, "工事依頼書 before any dispatch");
    }
    if (fileStore) {
      const bytes = await readStored(fileStore, a.storageKey);
      if (!bytes) {
        fail(who, `no file at ${a.storageKey}`);
        continue;
      }
      if (bytes.length !== a.size || createHash("sha256").update(bytes).digest("hex") !== a.sha256)
        fail(who, "file differs from its size/sha256");
      try {
        const pdf = await PDFDocument.load(bytes);
        if (pdf.getPageCount() !== 1) fail(who, `${pdf.getPageCount()} pages`);
      } catch (error) {
        fail(who, `not a readable PDF (${String(error)})`);
      }
    }
  }

  // ---- external sources ----
  for (const src of s.sources) {
    const runs = s.runs
      .filter((r) => r.externalSourceId === src.id)
      .sort(byTime((r) => r.startedAt));
    const last = runs.at(-1);
    if (src.url && !/^https?:\/\/([a-z0-9-]+\.)*example\.jp(\/|$)/.test(src.url))
      fail(`source#${src.id}`, `url ${src.url} is not an example.jp host`);
    if (last?.startedAt.getTime() !== src.lastRunAt?.getTime() || last?.status !== src.lastStatus)
      fail(`source#${src.id}`, "last run and lastRunAt/lastStatus disagree");
  }
  for (const r of s.runs) {
    const ok = r.status === "成功";
    if (ok !== (r.errors.length === 0) || ok !== (r.rowsFailed === 0))
      fail(
        `run#${r.id}`,
        `${r.status} with ${r.rowsFailed} failed rows, ${r.errors.length} errors`,
      );
    if (r.finishedAt && r.finishedAt < r.startedAt) fail(`run#${r.id}`, "finished before started");
  }
}
