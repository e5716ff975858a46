import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listSourceFiles, sourceHash } from "./source-hash";

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "source-hash-"));
  write("web/src/main.tsx", "export const a = 1;\n");
  write("web/src/pages/list.tsx", "export const b = 2;\n");
  write("web/index.html", "<!doctype html>\n");
  write("pnpm-lock.yaml", "lockfileVersion: '9.0'\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const inputs = ["web", "pnpm-lock.yaml"];

describe("sourceHash", () => {
  it("is the same for the same files, and a sha256 in hex", () => {
    const first = sourceHash(root, inputs);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceHash(root, inputs)).toBe(first);
  });

  it("changes when a file's content changes", () => {
    const before = sourceHash(root, inputs);
    write("web/src/pages/list.tsx", "export const b = 3;\n");
    expect(sourceHash(root, inputs)).not.toBe(before);
  });

  it("changes when a file is added, removed or renamed", () => {
    const before = sourceHash(root, inputs);
    write("web/src/new.ts", "");
    const added = sourceHash(root, inputs);
    expect(added).not.toBe(before);
    renameSync(join(root, "web/src/new.ts"), join(root, "web/src/renamed.ts"));
    const renamed = sourceHash(root, inputs);
    expect(renamed).not.toBe(added);
    rmSync(join(root, "web/src/renamed.ts"));
    expect(sourceHash(root, inputs)).toBe(before);
  });

  it("changes with a listed file outside the folder (the lockfile)", () => {
    const before = sourceHash(root, inputs);
    write("pnpm-lock.yaml", "lockfileVersion: '9.1'\n");
    expect(sourceHash(root, inputs)).not.toBe(before);
  });

  it("keeps file boundaries apart: moving bytes from one file to the next changes it", () => {
    write("web/src/a.ts", "ab");
    write("web/src/b.ts", "c");
    const before = sourceHash(root, inputs);
    write("web/src/a.ts", "a");
    write("web/src/b.ts", "bc");
    expect(sourceHash(root, inputs)).not.toBe(before);
  });

  it("ignores dist and node_modules at any depth", () => {
    const before = sourceHash(root, inputs);
    write("web/dist/index.html", "built");
    write("web/dist/.vite/build-hash", "0".repeat(64));
    write("web/node_modules/vite/index.js", "installed");
    write("web/src/node_modules/x.js", "nested");
    expect(sourceHash(root, inputs)).toBe(before);
    expect(listSourceFiles(root, inputs).some((f) => /dist|node_modules/.test(f))).toBe(false);
  });

  it("ignores a node_modules that is a symlink (pnpm links packages)", () => {
    const before = sourceHash(root, inputs);
    const packages = mkdtempSync(join(tmpdir(), "source-hash-packages-"));
    try {
      writeFileSync(join(packages, "index.js"), "installed");
      symlinkSync(packages, join(root, "web/node_modules"), "dir");
      expect(sourceHash(root, inputs)).toBe(before);
    } finally {
      rmSync(packages, { recursive: true, force: true });
    }
  });

  it("follows a symlinked source file, as the build does", () => {
    write("elsewhere/shared.ts", "export const shared = 1;\n");
    symlinkSync(join(root, "elsewhere/shared.ts"), join(root, "web/src/shared.ts"));
    const before = sourceHash(root, inputs);
    write("elsewhere/shared.ts", "export const shared = 2;\n");
    expect(sourceHash(root, inputs)).not.toBe(before);
  });

  it("does not depend on the order the inputs are given in", () => {
    expect(sourceHash(root, ["pnpm-lock.yaml", "web/src", "web/index.html"])).toBe(
      sourceHash(root, ["web/index.html", "web/src", "pnpm-lock.yaml"]),
    );
    // A file reached twice (by its folder and by itself) counts once.
    expect(sourceHash(root, ["web", "web/index.html", "pnpm-lock.yaml"])).toBe(
      sourceHash(root, inputs),
    );
  });

  it("does not depend on the order files were created in", () => {
    const other = mkdtempSync(join(tmpdir(), "source-hash-"));
    try {
      for (const [path, content] of [
        ["pnpm-lock.yaml", "lockfileVersion: '9.0'\n"],
        ["web/index.html", "<!doctype html>\n"],
        ["web/src/pages/list.tsx", "export const b = 2;\n"],
        ["web/src/main.tsx", "export const a = 1;\n"],
      ] as const) {
        mkdirSync(dirname(join(other, path)), { recursive: true });
        writeFileSync(join(other, path), content);
      }
      expect(sourceHash(other, inputs)).toBe(sourceHash(root, inputs));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("treats a missing input as absent and notices when it appears", () => {
    const before = sourceHash(root, [...inputs, "web/.env"]);
    expect(before).toBe(sourceHash(root, inputs));
    write("web/.env", "VITE_X=1\n");
    expect(sourceHash(root, [...inputs, "web/.env"])).not.toBe(before);
  });

  it("includes the extra inputs, whatever order their keys come in", () => {
    const plain = sourceHash(root, inputs);
    const withExtra = sourceHash(root, inputs, { extra: { VITE_A: "1", VITE_B: "2" } });
    expect(withExtra).not.toBe(plain);
    expect(sourceHash(root, inputs, { extra: { VITE_B: "2", VITE_A: "1" } })).toBe(withExtra);
    expect(sourceHash(root, inputs, { extra: { VITE_A: "1", VITE_B: "3" } })).not.toBe(withExtra);
  });
});
