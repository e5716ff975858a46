// Several stored files as one ZIP download (帳票一覧's 「ZIPでダウンロード」). The entries are
// stored, not deflated: PDFs and photos are compressed already, and storing keeps the work
// streaming (one file read at a time, the archive sent as it is built).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Zip, ZipPassThrough } from "fflate";

export interface ZipEntry {
  fileName: string;
  storageKey: string;
}

/**
 * Entry names unique within the archive: a second `撤去承諾書.pdf` becomes `撤去承諾書 (2).pdf`.
 * Path separators are replaced, so no entry can point outside the folder it is unpacked into.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, "_").replace(/^\.+/, "_") || "file";
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf(".");
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** The files as a ZIP stream (UTF-8 names, flagged as such for every unzip tool). */
export function zipStream(filesDir: string, entries: readonly ZipEntry[]): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.push(Buffer.from(chunk));
    if (final) out.push(null);
  });
  const names = uniqueEntryNames(entries.map((e) => e.fileName));
  void (async () => {
    try {
      for (const [i, entry] of entries.entries()) {
        const file = new ZipPassThrough(names[i]!);
        zip.add(file);
        file.push(await readFile(path.join(filesDir, entry.storageKey)), true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
