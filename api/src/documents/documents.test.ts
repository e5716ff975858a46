// /documents over real HTTP: a page's settings (defaults from the records, versioned saves with
// audit rows), the preview that stores nothing, the generator that stores new attachments, and
// 帳票一覧's filters and ZIP of the stored files.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { tokyoDate } from "@cfx/domain/dates";
import { workflowSuite, type Rec } from "../test/workflow-fixtures";
import { A4, MARGIN } from "./pdf/page-flow";
import { TITLE_BAND } from "./pdf/form-header";
import {
  darkPixels,
  pageTexts,
  rasterise,
  removeTempPdfs,
  writeTempPdf,
} from "./pdf/test-pdf-tools";

const f = workflowSuite();
const run = promisify(execFile);

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "cfx-doc-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, bytes);
  return (await run("pdftotext", ["-layout", file, "-"])).stdout;
}

/** A seeded negotiation with a customer, and the target's owner when there is one. */
async function seededNegotiation(): Promise<Rec> {
  const page = await f.call("GET", "/basis/negotiations?pageSize=50&sort=id");
  const negotiation = page.body.find((n: Rec) => n.customerId);
  expect(negotiation).toBeDefined();
  return negotiation;
}

const settingsPath = (id: number, kind: string) => `/documents/settings/${id}/${kind}`;

describe("document settings", () => {
  it("starts from the records: today, the customer, the work type's items; unsaved (version 0)", async () => {
    const negotiation = await seededNegotiation();
    const customer = await f.get("/basis/customers", negotiation.customerId);
    const res = await f.call("GET", settingsPath(negotiation.id, "contract"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      negotiationId: negotiation.id,
      kind: "contract",
      saved: false,
      version: 0,
      issueDate: tokyoDate(),
      addresseeName: customer.name,
      documentTypes: [2, 3, 5, 6, 7],
    });
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.issuer.companyName).toBeTruthy();
    const request = await f.call("GET", settingsPath(negotiation.id, "request"));
    expect(request.body.documentTypes).toEqual([1, 4]);
  });

  it("saves under the version: the first save creates, a stale one is 409, each one audited", async () => {
    const negotiation = await seededNegotiation();
    const base = (await f.call("GET", settingsPath(negotiation.id, "request"))).body;
    const values = {
      issueDate: base.issueDate,
      addresseeName: "  山田 花子  ",
      addresseeAddress: "東京都大田区大森北一丁目1番1号",
      constructionDate: null,
      constructionSlot: "午前",
      items: [{ name: "V-ONU交換", quantity: 2, unit: "台", note: "" }],
      remarks: "鍵は管理人室で受け取り",
    };
    const first = await f.call("POST", settingsPath(negotiation.id, "request"), {
      version: 0,
      ...values,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      saved: true,
      version: 1,
      addresseeName: "山田 花子",
      items: [{ name: "V-ONU交換", quantity: 2, unit: "台", note: null }],
    });
    const again = await f.call("POST", settingsPath(negotiation.id, "request"), {
      version: 0,
      ...values,
    });
    expect(again.status).toBe(409);
    const second = await f.call("POST", settingsPath(negotiation.id, "request"), {
      version: 1,
      ...values,
      remarks: "変更後",
    });
    expect(second.body).toMatchObject({ version: 2, remarks: "変更後" });
    const stale = await f.call("POST", settingsPath(negotiation.id, "request"), {
      version: 1,
      ...values,
    });
    expect(stale.status).toBe(409);
    const history = await f.call(
      "GET",
      `/audit?entity=document_settings&entityId=${first.body.id}`,
    );
    expect(history.status).toBe(200);
    const actions = history.body.map((r: Rec) => r.action);
    expect(history.body[1].changes.remarks).toEqual({
      from: "鍵は管理人室で受け取り",
      to: "変更後",
    });
    expect(actions).toEqual(["create", "update"]);
  });

  it("refuses bad input with Japanese field messages and nothing saved", async () => {
    const negotiation = await seededNegotiation();
    const res = await f.call("POST", settingsPath(negotiation.id, "removal"), {
      version: 0,
      issueDate: "2026-13-40",
      addresseeName: " ",
      items: [{ name: "撤去", quantity: 0 }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(["addresseeName", "issueDate", "items"]);
    expect(res.body.items.join()).toContain("1以上");
    const after = await f.call("GET", settingsPath(negotiation.id, "removal"));
    expect(after.body.saved).toBe(false);
  });

  it("needs matterRead to read and negotiationEdit to save", async () => {
    const negotiation = await seededNegotiation();
    const read = await f.call(
      "GET",
      settingsPath(negotiation.id, "contract"),
      undefined,
      "construction@example.jp",
    );
    expect(read.status).toBe(403);
    const base = (await f.call("GET", settingsPath(negotiation.id, "contract"))).body;
    const save = await f.call(
      "POST",
      settingsPath(negotiation.id, "contract"),
      { version: 0, issueDate: base.issueDate, addresseeName: "x", items: [] },
      "order@example.jp",
    );
    expect(save.status).toBe(403);
  });
});

describe("preview and generation", () => {
  it("previews the edited settings without storing anything", async () => {
    const negotiation = await seededNegotiation();
    const before = await f.call(
      "GET",
      `/basis/attachments?ownerType=negotiation&ownerId=${negotiation.id}`,
    );
    const res = await f.call("POST", "/documents/preview", {
      negotiationId: negotiation.id,
      documentType: 3,
      settings: {
        issueDate: "2026-11-26",
        addresseeName: "プレビュー 太郎",
        items: [{ name: "R-ONU交換", quantity: 1 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.pageCount).toBeGreaterThanOrEqual(1);
    const bytes = Buffer.from(res.body.contentBase64, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.body.size).toBe(bytes.length);
    const text = await pdfText(bytes);
    expect(text).toContain("光加入申込書");
    expect(text).toContain("プレビュー 太郎");
    const after = await f.call(
      "GET",
      `/basis/attachments?ownerType=negotiation&ownerId=${negotiation.id}`,
    );
    expect(after.body).toHaveLength(before.body.length);
  });

  it("stores each generated document as a new attachment with its place in the flow", async () => {
    const negotiation = await seededNegotiation();
    const matter = await f.get("/basis/matters", negotiation.matterId);
    const generate = () =>
      f.call("POST", "/documents/generate", {
        negotiationId: negotiation.id,
        kind: "contract",
        documentTypes: [2, 3, 7],
      });
    const first = await generate();
    expect(first.status).toBe(200);
    expect(first.body.map((a: Rec) => a.documentType)).toEqual([2, 3, 7]);
    const today = tokyoDate().replace(/-/g, "");
    expect(first.body[0]).toMatchObject({
      ownerType: "negotiation",
      ownerId: negotiation.id,
      kind: "document",
      mimeType: "application/pdf",
      fileName: `オーナー端末契約書_${negotiation.code}_${today}.pdf`,
      negotiationId: negotiation.id,
      matterId: matter.id,
      projectId: matter.projectId,
      targetId: matter.targetId,
      customerId: negotiation.customerId,
    });
    // Never overwritten: the same again is three more files.
    const second = await generate();
    const ids = [...(first.body as Rec[]), ...(second.body as Rec[])].map((a) => a.id);
    expect(new Set(ids).size).toBe(6);
    const content = await f.api.fetch(`/basis/attachments/${first.body[1].id}/content`, {
      as: "admin@example.jp",
    });
    const text = await pdfText(Buffer.from(await content.arrayBuffer()));
    expect(text).toContain("光加入申込書");
    // The page remembers what it generated last.
    const settings = await f.call("GET", settingsPath(negotiation.id, "contract"));
    expect(settings.body.lastTypes).toEqual([2, 3, 7]);
  });

  it("refuses a type the page does not print", async () => {
    const negotiation = await seededNegotiation();
    const res = await f.call("POST", "/documents/generate", {
      negotiationId: negotiation.id,
      kind: "removal",
      documentTypes: [8, 1],
    });
    expect(res.status).toBe(400);
    expect(res.body.documentTypes[0]).toContain("工事依頼書");
  });
});

describe("the eight documents from the seeded data", () => {
  const noSpace = (text: string) => text.replace(/\s+/g, "");

  it.each([
    ["request", [1, 4]],
    ["contract", [2, 3, 5, 6, 7]],
    ["removal", [8]],
  ] as const)(
    "%s: each type names its title and addressee, and its title is drawn",
    async (kind, types) => {
      const negotiation = await seededNegotiation();
      const settings = (await f.call("GET", settingsPath(negotiation.id, kind))).body;
      const matter = await f.get("/basis/matters", negotiation.matterId);
      const units = (await f.call("GET", `/basis/target-details?targetId=${matter.targetId}`))
        .body as Rec[];
      const owners = (
        await f.call(
          "GET",
          `/basis/customers?customerType=1&targetDetailId=${units.map((u) => u.id).join(",")}&sort=id`,
        )
      ).body as Rec[];
      const ownerName = owners[0]?.name ?? settings.addresseeName;
      const made = await f.call("POST", "/documents/generate", {
        negotiationId: negotiation.id,
        kind,
        documentTypes: types,
      });
      expect(made.status).toBe(200);
      for (const attachment of made.body as Rec[]) {
        const res = await f.api.fetch(`/basis/attachments/${attachment.id}/content`, {
          as: "admin@example.jp",
        });
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
        const file = await writeTempPdf(bytes);
        const text = noSpace((await pageTexts(file)).join(""));
        expect(text).toContain(noSpace(attachment.fileName.split("_")[0].replace("・", "/")));
        // Type 2 is the owner's contract: addressed to the target's owner when there is one.
        const addressee = attachment.documentType === 2 ? ownerName : settings.addresseeName;
        expect(text).toContain(noSpace(`${addressee}様`));
        // Text extraction passes even when a broken font subset draws blank glyphs: the ink.
        const page = await rasterise(file);
        const band = { top: TITLE_BAND.top, bottom: TITLE_BAND.bottom };
        expect(
          darkPixels(page, { ...band, left: MARGIN.left, right: A4.width - MARGIN.right }),
        ).toBeGreaterThan(100);
        expect(darkPixels(page, { ...band, left: 0, right: MARGIN.left - 5 })).toBe(0);
      }
      await removeTempPdfs();
    },
  );
});

describe("帳票一覧: filters and ZIP", () => {
  it("filters by project, target, customer name and the day stored; sorts by type", async () => {
    const negotiation = await seededNegotiation();
    const matter = await f.get("/basis/matters", negotiation.matterId);
    const customer = await f.get("/basis/customers", negotiation.customerId);
    await f.call("POST", "/documents/generate", {
      negotiationId: negotiation.id,
      kind: "request",
      documentTypes: [4, 1],
    });
    const today = tokyoDate();
    const byProject = await f.call(
      "GET",
      `/basis/attachments?projectId=${matter.projectId}&createdFrom=${today}&createdTo=${today}&sort=documentType&pageSize=200`,
    );
    expect(byProject.status).toBe(200);
    expect(byProject.body.length).toBeGreaterThanOrEqual(2);
    expect(byProject.body.every((a: Rec) => a.projectId === matter.projectId)).toBe(true);
    const types = (byProject.body as Rec[]).map((a) => (a.documentType ?? 99) as number);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    const byCustomer = await f.call(
      "GET",
      `/basis/attachments?customerName=${encodeURIComponent(customer.name.slice(0, 2))}&targetId=${matter.targetId}&pageSize=200`,
    );
    expect(byCustomer.body.some((a: Rec) => a.documentType === 4)).toBe(true);
    const yesterday = await f.call(
      "GET",
      `/basis/attachments?projectId=${matter.projectId}&createdTo=2000-01-01`,
    );
    expect(yesterday.body).toEqual([]);
  });

  it("zips several files with unique names, and refuses one the caller may not see", async () => {
    const negotiation = await seededNegotiation();
    const made = await f.call("POST", "/documents/generate", {
      negotiationId: negotiation.id,
      kind: "removal",
      documentTypes: [8],
    });
    const again = await f.call("POST", "/documents/generate", {
      negotiationId: negotiation.id,
      kind: "removal",
      documentTypes: [8],
    });
    const ids = [made.body[0].id, again.body[0].id];
    const res = await f.api.fetch(`/basis/attachments/zip?ids=${ids.join(",")}`, {
      as: "admin@example.jp",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain(
      encodeURIComponent(`帳票_${tokyoDate().replace(/-/g, "")}.zip`),
    );
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const name = made.body[0].fileName as string;
    expect(Object.keys(entries).sort()).toEqual([name, name.replace(/\.pdf$/, " (2).pdf")].sort());
    for (const bytes of Object.values(entries))
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const partner = await f.api.fetch(`/basis/attachments/zip?ids=${ids.join(",")}`, {
      as: "construction@example.jp",
    });
    expect(partner.status).toBe(404);
    const tooMany = await f.api.fetch(
      `/basis/attachments/zip?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
      { as: "admin@example.jp" },
    );
    expect(tooMany.status).toBe(400);
  });
});
