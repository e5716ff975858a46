import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import type { TokenVerifier } from "./auth/hooks";
import type { Database } from "./db/client";
import type { FileStore } from "./files/store";
import type { IdentityAdmin } from "./users/identity-admin";

// Writes api/openapi.json from the route schemas without a database, identity or network:
// the OpenAPI document only depends on the registered routes. Keys are sorted so the output is
// deterministic (stable diffs, stable gateway codegen).

const refuse = () => {
  throw new Error("not available while generating the OpenAPI document");
};
// Any use of the database, identity or file store while building fails loudly; Fastify's decorate() only
// peeks at `getter`/`setter`/`then`.
const unavailable = <T extends object>() =>
  new Proxy({} as T, {
    get: (_target, key) =>
      typeof key === "symbol" || ["getter", "setter", "then"].includes(key) ? undefined : refuse,
  });
const database = {
  db: unavailable(),
  driver: "pglite",
  migrate: refuse,
  ping: async () => false,
  close: async () => undefined,
} as unknown as Database;
const verifier: TokenVerifier = { verify: refuse };
const identityAdmin = unavailable<IdentityAdmin>();
const fileStore = unavailable<FileStore>();

const app = await buildApp({ database, verifier, identityAdmin, fileStore });
const document = sortKeys(app.swagger());
await app.close();

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../openapi.json");
writeFileSync(out, await format(JSON.stringify(document, null, 2) + "\n", out));
console.log(
  `wrote ${path.relative(process.cwd(), out)} (${Object.keys((document as { paths: object }).paths).length} paths)`,
);

/** Formats like `pnpm format` (the workspace's prettier) so `pnpm lint` accepts the file. */
async function format(text: string, filepath: string): Promise<string> {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    return await prettier.format(text, { ...options, filepath });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") return text;
    throw error;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
