import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InformationProvider } from "@/shared/information";
import { DataTable } from "@/shared/list/DataTable";
import { renderAt } from "@/shared/list/test-render";
import { downloadColumns, type DownloadRow } from "./DownloadTable";

afterEach(cleanup);

const document: DownloadRow = {
  id: "123",
  kind: "document",
  documentTypeLabel: "撤去承諾書",
  fileName: "撤去承諾書_NE-00000070.pdf",
  size: 2048,
  createdAt: "2026-11-20T07:30:00Z",
  createdBy: { id: "3", name: "佐藤 健一" },
  negotiation: { id: "70", code: "NE-00000070" },
  matter: { id: "72", code: "MT-00000072" },
  target: { id: "2", code: "TA-00000002", name: "レジデンス大森南第2" },
  customer: { id: "5", name: "阿部 京子" },
  project: { id: "1", name: "森ケ崎・羽田 同軸引込線撤去" },
} as DownloadRow;

const photo = {
  ...document,
  id: "124",
  kind: "photo",
  documentTypeLabel: null,
  fileName: "現場写真.jpg",
  negotiation: null,
  matter: null,
  customer: null,
  project: null,
} as DownloadRow;

function renderRows(rows: DownloadRow[]) {
  renderAt(
    <InformationProvider>
      <DataTable label="帳票一覧" columns={downloadColumns} rows={rows} rowKey={(a) => a.id} />
    </InformationProvider>,
  );
  return screen.getAllByRole("row").slice(1);
}

describe("帳票一覧's columns", () => {
  it("link the negotiation, matter and target by code to their pages", () => {
    const [row] = renderRows([document]);
    const href = (name: string) => within(row!).getByRole("link", { name }).getAttribute("href");
    expect(href("NE-00000070")).toBe("/negotiations/70");
    expect(href("MT-00000072")).toBe("/projects/matters/72");
    expect(href("TA-00000002")).toBe("/targets/2");
    expect(row!.textContent).toContain("2026/11/20 16:30");
    expect(row!.textContent).toContain("佐藤 健一");
    within(row!).getByRole("button", { name: "撤去承諾書_NE-00000070.pdfをダウンロード" });
  });

  it("name an upload by its kind and mark what it does not belong to", () => {
    const [row] = renderRows([photo]);
    const cells = within(row!).getAllByRole("cell");
    expect(cells[1]!.textContent).toBe("写真");
    expect(cells[2]!.textContent).toBe("—");
    expect(within(row!).queryByRole("link", { name: /^NE-/ })).toBeNull();
  });
});
