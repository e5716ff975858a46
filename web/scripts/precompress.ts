import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// After `vite build`: a `.br` and a `.gz` beside every text asset of dist/, made once at the
// highest levels, so the gateway (@fastify/static `preCompressed`) sends them without compressing
// per request. Binary formats that are compressed already (png, woff2) are left alone.

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".ttf"]);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function compressBrotli(data: Buffer): Promise<Buffer> {
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export async function compressGzip(data: Buffer): Promise<Buffer> {
  return gz(data, { level: constants.Z_BEST_COMPRESSION });
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite/ holds the build manifest, which is read by scripts and never served.
    if (entry.isDirectory() && entry.name !== ".vite") yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the compressed copies that are smaller than the file; returns how many were written. */
export async function precompress(root: string): Promise<number> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const path of files(root)) {
    if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const data = await readFile(path);
        const [br, gzipped] = await Promise.all([compressBrotli(data), compressGzip(data)]);
        for (const [suffix, body] of [
          [".br", br],
          [".gz", gzipped],
        ] as const) {
          if (body.length >= data.length) continue;
          await writeFile(`${path}${suffix}`, body);
          written += 1;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? "dist";
  const started = Date.now();
  const written = await precompress(root);
  console.log(
    `precompress: ${written} .br/.gz files in ${relative(process.cwd(), root) || "."} (${Date.now() - started} ms)`,
  );
}
