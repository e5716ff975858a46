import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
/** Resolution the pages are rasterised at (pdftoppm -r). */
export const DPI = 50;

export interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const tempFolders: string[] = [];

/** Writes the PDF into a fresh temporary folder and returns its path. */
export async function writeTempPdf(bytes: Uint8Array, name = "document.pdf"): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "cfx-pdf-"));
  tempFolders.push(folder);
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

/** Removes every folder writeTempPdf made (call from afterAll). */
export async function removeTempPdfs(): Promise<void> {
  await Promise.all(tempFolders.splice(0).map((folder) => rm(folder, { recursive: true })));
}

/** The text of every page (pdftotext, poppler), one string per page. */
export async function pageTexts(file: string): Promise<string[]> {
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return stdout.split("\f").slice(0, -1);
}

/** Page `page` rasterised in grey at DPI (pdftoppm -gray), decoded from its binary PGM. */
export async function rasterise(file: string, page = 1): Promise<Gray> {
  const prefix = file.replace(/\.pdf$/, `-page${page}`);
  const pageArgs = ["-f", String(page), "-l", String(page)];
  await run("pdftoppm", ["-r", String(DPI), "-gray", ...pageArgs, "-singlefile", file, prefix]);
  const pgm = await readFile(`${prefix}.pgm`);
  // P5 header: magic, width, height, maxval, each followed by whitespace; then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("not a binary PGM");
  const [, width, height] = header.map(Number);
  return { width: width!, height: height!, pixels: pgm.subarray(header[0].length) };
}

/** Dark pixels inside a box given in points from the top-left corner of the page. */
export function darkPixels(
  image: Gray,
  box: { left: number; top: number; right: number; bottom: number },
): number {
  const px = (points: number) => Math.round((points * DPI) / 72);
  let dark = 0;
  for (let y = px(box.top); y < Math.min(px(box.bottom), image.height); y++) {
    for (let x = px(box.left); x < Math.min(px(box.right), image.width); x++) {
      if (image.pixels[y * image.width + x]! < 128) dark++;
    }
  }
  return dark;
}
