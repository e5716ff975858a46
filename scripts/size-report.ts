// `pnpm bench` (after the gateway bench): the JavaScript each part of the built web app costs over
// the wire, as the gateway serves it (precompressed gzip and brotli). Figures only, no limits:
//   /signin          the entry and its static imports — all a first visit loads before signing in
//   signed-in shell  what signing in adds: top bar, menu, route table (no page)
//   <area>           what the first visit of an area adds on top of both (its lazy pages and the
//                    chunks they share with no one loaded yet)
// Reads web/dist (WEB_DIST) and its build manifest; `pnpm build` first.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  APP_ENTRY,
  areaPages,
  filesOf,
  readManifest,
  shellKeys,
  staticClosure,
  totalSize,
  type WireSize,
} from "./web-manifest";

const dist =
  process.env.WEB_DIST ?? join(fileURLToPath(new URL("..", import.meta.url)), "web/dist");
const manifest = readManifest(dist);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: [string, number, WireSize][] = [];

const signIn = staticClosure(manifest, [APP_ENTRY]);
rows.push([
  "/signin (entry)",
  filesOf(manifest, signIn).length,
  totalSize(dist, filesOf(manifest, signIn)),
]);

const shell = staticClosure(manifest, shellKeys(manifest));
const shellOnly = [...shell].filter((key) => !signIn.has(key));
rows.push(["signed-in shell", shellOnly.length, totalSize(dist, filesOf(manifest, shellOnly))]);

for (const [area, pages] of areaPages(manifest)) {
  const added = [...staticClosure(manifest, pages)].filter(
    (key) => !signIn.has(key) && !shell.has(key),
  );
  rows.push([
    `area ${area} (${pages.length} pages)`,
    added.length,
    totalSize(dist, filesOf(manifest, added)),
  ]);
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nJS over the wire (${dist})`);
console.log(`${"".padEnd(width)}  files        raw       gzip     brotli`);
for (const [label, count, size] of rows) {
  console.log(
    `${label.padEnd(width)}  ${String(count).padStart(5)} ${kib(size.raw).padStart(10)} ${kib(size.gzip).padStart(10)} ${kib(size.brotli).padStart(10)}`,
  );
}
