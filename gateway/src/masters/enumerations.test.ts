// The enumerations' Japanese labels are written once, in @cfx/domain/enumerations: the gateway's
// `…Label` fields and the web's selects import them. A copy (a literal "戸建" in a component or a
// resolver) would drift from the domain without any test noticing, so this test looks for one.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as enumerations from "@cfx/domain/enumerations";
import { describe, expect, it } from "vitest";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../..");

// Ordinary words that are also labels: a menu says 交渉 and 工事, an alert 完了, a field その他.
const COMMON_WORDS = new Set([
  "未選択",
  "不明",
  "放送",
  "通信",
  "電話",
  "その他",
  "完了",
  "合意",
  "工事",
  "交渉",
  "男性",
  "女性",
]);

const labels = new Set(
  Object.values(enumerations)
    .flatMap((table) => Object.values(table) as string[])
    .filter((label) => !COMMON_WORDS.has(label)),
);

/** Source files of a package, without tests and generated code. */
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!["gql", "generated", "node_modules", "test"].includes(entry.name)) sources(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

/** String literals of a source text whose whole text is an enumeration label. */
function literalLabels(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)) {
    if (labels.has(match[2]!)) found.push(match[0]);
  }
  return found;
}

function copiedLabels(file: string): string[] {
  return literalLabels(readFileSync(file, "utf8")).map(
    (found) => `${relative(repo, file)}: ${found}`,
  );
}

describe("enumeration labels", () => {
  it("the check knows the distinctive labels (戸建, 集合住宅, V-ONU, 指示待ち…)", () => {
    for (const label of ["戸建", "集合住宅", "V-ONU", "指示待ち", "未着手", "引込線撤去"]) {
      expect(labels.has(label)).toBe(true);
    }
    const sample = `const a = "戸建"; const b = { 2: 'V-ONU' }; const c = "この画面は準備中です"; menu("交渉");`;
    expect(literalLabels(sample)).toEqual([`"戸建"`, `'V-ONU'`]);
  });

  it("are not copied into web/src or gateway/src: both import @cfx/domain/enumerations", () => {
    const copies = ["web/src", "gateway/src"].flatMap((dir) =>
      sources(join(repo, dir)).flatMap(copiedLabels),
    );
    expect(copies).toEqual([]);
  });
});
