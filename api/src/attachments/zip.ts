// Several stored files as one ZIP download (帳票一覧's 「ZIPでダウンロード」). The entries are
// stored, not deflated: PDFs and photos are compressed already, and storing keeps the work
// streaming: one file read at a time from the file store, chunk by chunk, and the archive sent
// as it is built, never faster than the client takes it.
import { Readable } from "node:stream";
import { Zip, ZipPassThrough } from "fflate";
import type { FileStore } from "../files/store";
import { safeEntryName } from "./file-name";

export interface ZipEntry {
  fileName: string;
  storageKey: string;
  /** When the file was stored: the entry's time, written in Japan time. */
  createdAt?: Date;
}

/**
 * A ZIP entry's time is a DOS date-time without a zone, read by every unzip tool as the
 * reader's local time; the office reads it in Japan. fflate writes the Date's fields in the
 * server's own zone (UTC in production), so the entry is given a Date whose local fields are the
 * instant's Asia/Tokyo fields, whatever zone the server runs in.
 */
export function zipEntryTime(at: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Tokyo",
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * Entry names unique within the archive: a second `撤去承諾書.pdf` becomes `撤去承諾書 (2).pdf`.
 * Each name is made safe first (file-name.ts: no separators, drive prefixes or characters
 * Windows refuses), so no entry can point outside the folder it is unpacked into; names are
 * compared ignoring case, as Windows and macOS compare them.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  const take = (name: string) => {
    const key = name.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  };
  return names.map((raw) => {
    const name = safeEntryName(raw);
    if (take(name)) return name;
    const dot = name.lastIndexOf(".");
    for (let count = 2; ; count++) {
      const numbered =
        dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
      if (take(numbered)) return numbered;
    }
  });
}

/**
 * The files as a ZIP stream (UTF-8 names, flagged as such for every unzip tool). A file that
 * cannot be read ends the stream with that error: the response is cut off, never a ZIP that
 * silently lacks a file.
 */
export function zipStream(store: FileStore, entries: readonly ZipEntry[]): Readable {
  // Resolved when the client has taken what is buffered (read() called again) or went away.
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  const out = new Readable({
    read: resume,
    destroy(error, callback) {
      resume();
      callback(error);
    },
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.push(Buffer.from(chunk));
    if (final) out.push(null);
  });
  const room = () =>
    out.readableLength < out.readableHighWaterMark
      ? Promise.resolve()
      : new Promise<void>((resolve) => (wake = resolve));
  const names = uniqueEntryNames(entries.map((e) => e.fileName));
  void (async () => {
    try {
      for (const [i, entry] of entries.entries()) {
        if (out.destroyed) return;
        const { body } = await store.get(entry.storageKey);
        const file = new ZipPassThrough(names[i]!);
        file.mtime = zipEntryTime(entry.createdAt ?? new Date());
        zip.add(file);
        try {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            file.push(chunk);
            await room();
            if (out.destroyed) return;
          }
        } finally {
          body.destroy();
        }
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
