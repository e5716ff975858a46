import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "./Pagination";
import { renderAt } from "./test-render";

afterEach(() => cleanup());

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("Pagination", () => {
  it("shows the range inside the total and moves to the first, previous, next and last page", () => {
    const onPageChange = vi.fn();
    renderAt(<Pagination page={3} pageSize={20} totalCount={123} onPageChange={onPageChange} />);
    expect(screen.getByRole("status").textContent).toBe("41〜60 件 / 全 123 件");
    expect(screen.getByText("3 / 7 ページ")).toBeTruthy();
    for (const [name, page] of [
      ["最初のページ", 1],
      ["前のページ", 2],
      ["次のページ", 4],
      ["最後のページ", 7],
    ] as const) {
      fireEvent.click(button(name));
      expect(onPageChange).toHaveBeenLastCalledWith(page);
    }
  });

  it("says an estimated total and its pages with 約", () => {
    renderAt(
      <Pagination
        page={1}
        pageSize={20}
        totalCount={100_187}
        totalCountIsEstimate
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("1〜20 件 / 全 約100,000 件");
    expect(screen.getByText("1 / 約5010 ページ")).toBeTruthy();
    expect(button("次のページ").disabled).toBe(false);
  });

  it("never says 「81〜9 件」 and disables what leads nowhere", () => {
    renderAt(<Pagination page={5} pageSize={20} totalCount={9} onPageChange={() => undefined} />);
    expect(screen.getByRole("status").textContent).toBe("1〜9 件 / 全 9 件");
    for (const name of ["最初のページ", "前のページ", "次のページ", "最後のページ"]) {
      expect(button(name).disabled).toBe(true);
    }
  });

  it("offers the declared page sizes", () => {
    const onPageSizeChange = vi.fn();
    renderAt(
      <Pagination
        page={1}
        pageSize={20}
        totalCount={0}
        onPageChange={() => undefined}
        pageSizes={[20, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("0 件");
    fireEvent.change(screen.getByLabelText("表示件数"), { target: { value: "50" } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
