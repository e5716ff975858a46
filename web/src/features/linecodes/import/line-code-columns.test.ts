import { describe, expect, it } from "vitest";
import { parseCsv } from "@/shared/import/csv";
import { rowProblems } from "@/shared/import/problems";
import { templateText } from "@/shared/import/template";
import { LINE_CODE_IMPORT_COLUMNS } from "./line-code-columns";

describe("line register import columns", () => {
  it("make the API's template (引込線コード first, 10 columns)", () => {
    const [header, example] = templateText(LINE_CODE_IMPORT_COLUMNS.list).split("\r\n");
    expect(header).toBe(
      "引込線コード,対象物件コード,部屋番号,電柱番号,電柱所有者,ケーブル種別,回線種別,状態,撤去承諾日,備考",
    );
    expect(example?.split(",")).toHaveLength(10);
  });

  it("name the API's row errors by the file's column and value", () => {
    const table = parseCsv("引込線コード,cableType\nA,同軸5C\nB,銅線\n");
    expect(
      rowProblems(
        [{ row: 2, field: "cableType", message: "選択肢の中から選んでください" }],
        table,
        LINE_CODE_IMPORT_COLUMNS,
      ),
    ).toEqual([
      {
        row: 2,
        column: "ケーブル種別（2列目）",
        value: "銅線",
        message: "選択肢の中から選んでください",
      },
    ]);
  });
});
