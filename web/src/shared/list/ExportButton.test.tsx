import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportButton, exportUrl, formatBytes } from "./ExportButton";
import { InformationProvider } from "../information";
import { renderAt } from "./test-render";

vi.mock("../id-token", () => ({ currentIdToken: () => Promise.resolve("token-1") }));

// Fluent's focus manager (tabster) walks the menu with NodeFilter, which jsdom keeps on window.
Object.assign(globalThis, { NodeFilter: globalThis.NodeFilter ?? window.NodeFilter });

afterEach(() => vi.unstubAllGlobals());

describe("exportUrl", () => {
  it("keeps the list's filters and sort, drops paging, adds the encoding", () => {
    expect(exportUrl("users", "?name=髙橋&sort=NAME&page=3&pageSize=50", "cp932")).toBe(
      `/export/users.csv?name=${encodeURIComponent("髙橋")}&sort=NAME&encoding=cp932`,
    );
    expect(exportUrl("users", "", "utf-8")).toBe("/export/users.csv?encoding=utf-8");
  });
  it("formats the progress", () => {
    expect(formatBytes(10)).toBe("1 KB");
    expect(formatBytes(3 * 1024 * 1024 + 200_000)).toBe("3.2 MB");
  });
});

describe("ExportButton", () => {
  it("downloads with the token and saves under the server's name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("\uFEFFユーザーID\r\n", {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("ユーザー一覧_20260101.csv")}`,
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    renderAt(
      <InformationProvider>
        <ExportButton name="users" search="?name=a" label="ユーザー一覧" />
      </InformationProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "ユーザー一覧をCSV出力" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "CSV（Shift_JIS）" }));
    await waitFor(() => expect(saved).toEqual(["ユーザー一覧_20260101.csv"]));
    expect(fetchMock).toHaveBeenCalledWith("/export/users.csv?name=a&encoding=cp932", {
      headers: { authorization: "Bearer token-1" },
      signal: undefined,
    });
  });
});
