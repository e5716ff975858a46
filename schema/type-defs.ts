import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** Every `*.graphql` file of this folder, one per business area, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(here)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => readFileSync(join(here, name), "utf8"));
}

/** The same files with their area (the file name without `.graphql`), for per-area decisions. */
export function loadAreaTypeDefs(): { area: string; typeDefs: string }[] {
  return readdirSync(here)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => ({
      area: name.replace(/\.graphql$/, ""),
      typeDefs: readFileSync(join(here, name), "utf8"),
    }));
}
