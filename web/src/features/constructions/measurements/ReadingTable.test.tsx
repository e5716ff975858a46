import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildRows, type ThresholdRange } from "./reading-rows";
import { ReadingTable } from "./ReadingTable";

afterEach(() => cleanup());

const EXPECTED: ThresholdRange[] = [
  { point: "V-ONU入力", wavelengthNm: 1550, minDbm: -12, maxDbm: 2 },
  { point: "R-ONU入力", wavelengthNm: 1490, minDbm: -27, maxDbm: -8 },
];
const ROWS = buildRows({
  expected: EXPECTED,
  added: [],
  thresholds: EXPECTED,
  measurements: [
    {
      id: "5",
      point: "R-ONU入力",
      wavelengthNm: 1490,
      powerDbm: -30,
      thresholdMin: -27,
      thresholdMax: -8,
      judgement: "不合格",
      measuredAt: "2026-11-25T01:00:00Z",
      measuredByUser: { name: "渡辺 翔太" },
      version: 1,
    },
  ],
});

function Editable({ onRemove = vi.fn() }: { onRemove?: () => void }) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const save = createRef<HTMLButtonElement>();
  return (
    <FluentProvider theme={webLightTheme}>
      <ReadingTable
        rows={ROWS}
        edits={edits}
        errors={{ "m:5": "範囲外です" }}
        editable
        onEdit={(key, text) => setEdits((p) => ({ ...p, [key]: text }))}
        onRemove={onRemove}
        after={save}
      />
      <button ref={save}>保存</button>
    </FluentProvider>
  );
}

const rowOf = (name: string) => screen.getByLabelText(`${name}の測定値（dBm）`).closest("tr")!;

describe("ReadingTable", () => {
  it("judges live with the range while typing, and keeps the API's word for a saved row", () => {
    render(<Editable />);
    const vonu = screen.getByLabelText("V-ONU入力 1550nmの測定値（dBm）");
    expect(vonu.getAttribute("inputmode")).toBe("decimal");
    expect(within(rowOf("V-ONU入力 1550nm")).getByText("未測定")).toBeTruthy();
    fireEvent.change(vonu, { target: { value: "ー１２．０１" } });
    const row = within(rowOf("V-ONU入力 1550nm"));
    expect(row.getByText("不合格")).toBeTruthy();
    expect(row.getByText("範囲 −12.00〜+2.00")).toBeTruthy();
    expect(row.getByText("（未保存）")).toBeTruthy();
    fireEvent.change(vonu, { target: { value: "-12" } });
    expect(row.getByText("合格")).toBeTruthy();

    const saved = within(rowOf("R-ONU入力 1490nm"));
    expect(saved.getByText("不合格")).toBeTruthy();
    expect(saved.getByText("渡辺 翔太")).toBeTruthy();
    expect(saved.queryByText("（未保存）")).toBeNull();
    expect(saved.getByRole("alert").textContent).toBe("範囲外です");
  });

  it("Enter walks the values down to 保存; only saved or added rows can be removed", () => {
    const onRemove = vi.fn();
    render(<Editable onRemove={onRemove} />);
    const first = screen.getByLabelText("V-ONU入力 1550nmの測定値（dBm）");
    first.focus();
    fireEvent.keyDown(first, { key: "Enter" });
    expect(document.activeElement).toBe(screen.getByLabelText("R-ONU入力 1490nmの測定値（dBm）"));
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "保存" }));
    expect(screen.queryByRole("button", { name: "V-ONU入力 1550nmの行を削除" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "R-ONU入力 1490nmの行を削除" }));
    expect(onRemove).toHaveBeenCalledWith(ROWS[1]);
  });

  it("shows the saved values as text when read-only", () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ReadingTable rows={ROWS} edits={{}} errors={{}} editable={false} />
      </FluentProvider>,
    );
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.getByText("−30.00")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
