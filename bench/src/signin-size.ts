// Sign-in JS over the wire: the entry and its static imports (what /signin loads before anyone
// signs in), as the gateway serves them, by the size report's own reading of web/dist.
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  APP_ENTRY,
  filesOf,
  readManifest,
  staticClosure,
  totalSize,
  type WireSize,
} from "../../scripts/web-manifest";
import { repoRoot } from "./services";

export type SignInSize =
  { dist: string; files: number; size: WireSize } | { dist: string; missing: string };

export function signInSize(): SignInSize {
  const dist = process.env.WEB_DIST ?? join(repoRoot, "web", "dist");
  if (!existsSync(join(dist, ".vite", "manifest.json")))
    return { dist, missing: `${dist}/.vite/manifest.json is missing (pnpm build first)` };
  const manifest = readManifest(dist);
  const files = filesOf(manifest, staticClosure(manifest, [APP_ENTRY]));
  return { dist, files: files.length, size: totalSize(dist, files) };
}
