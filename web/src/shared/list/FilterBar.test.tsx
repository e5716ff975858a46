import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FilterField } from "./filter-fields";
import { fakeMatchMedia } from "../fake-match-media";
import { PHONE_QUERY } from "../useMediaQuery";
import { activeFilterCount, FilterBar } from "./FilterBar";
import { dateParam, enumParam, idParam, textParam } from "./list-params";
import { defineList } from "./list-state";
import { renderAt } from "./test-render";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const decl = defineList({
  filters: { name: textParam(), teamId: idParam(), state: enumParam(["A", "B"] as const) },
  sorts: ["ID"],
  defaultSort: "ID",
  pageSize: 20,
});
type Key = "name" | "teamId" | "state";
const FIELDS: FilterField<Key>[] = [
  { key: "name", label: "氏名", kind: "text" },
  {
    key: "teamId",
    label: "班",
    kind: "select",
    options: [
      { value: 1, label: "第1班（株式会社東都通信工業）" },
      { value: 2, label: "第2班" },
    ],
  },
  { key: "state", label: "状態", kind: "select", options: [{ value: "A", label: "有効" }] },
];

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("FilterBar", () => {
  it("starts from the URL's filter and searches with empties dropped", () => {
    const onSearch = vi.fn();
    renderAt(
      <FilterBar
        label="検索"
        declaration={decl}
        fields={FIELDS}
        filter={{ teamId: 2 }}
        onSearch={onSearch}
      />,
    );
    expect((screen.getByLabelText("班") as HTMLSelectElement).value).toBe("2");
    fireEvent.change(input("氏名"), { target: { value: "  " } });
    fireEvent.change(screen.getByLabelText("状態"), { target: { value: "A" } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(onSearch).toHaveBeenLastCalledWith({ teamId: 2, state: "A" });
  });

  it("searches on Enter and clears everything with クリア", () => {
    const onSearch = vi.fn();
    renderAt(
      <FilterBar
        label="検索"
        declaration={decl}
        fields={FIELDS}
        filter={{ name: "山田" }}
        onSearch={onSearch}
      />,
    );
    fireEvent.change(input("氏名"), { target: { value: "髙橋" } });
    fireEvent.submit(input("氏名").form!);
    expect(onSearch).toHaveBeenLastCalledWith({ name: "髙橋" });
    fireEvent.click(screen.getByRole("button", { name: "クリア" }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(input("氏名").value).toBe("");
  });

  it("searches by itself after a pause when the field asks for it", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const fields: FilterField<Key>[] = [
      { key: "name", label: "氏名", kind: "text", debounceMs: 300 },
    ];
    renderAt(
      <FilterBar label="検索" declaration={decl} fields={fields} filter={{}} onSearch={onSearch} />,
    );
    fireEvent.change(input("氏名"), { target: { value: "齋" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input("氏名"), { target: { value: "齋藤" } });
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith({ name: "齋藤" });
  });

  it("is a search landmark whose controls shrink to their grid column", () => {
    renderAt(
      <FilterBar
        label="ユーザー検索"
        declaration={decl}
        fields={FIELDS}
        filter={{}}
        onSearch={() => undefined}
      />,
    );
    expect(screen.getByRole("search", { name: "ユーザー検索" })).toBeTruthy();
    // The first option of every select is the empty choice.
    expect((screen.getByLabelText("班") as HTMLSelectElement).options[0]!.textContent).toBe(
      "すべて",
    );
  });

  it("an on/off condition is a checkbox: checked sends its value, unchecked nothing", () => {
    const onSearch = vi.fn();
    const onOff = defineList({
      filters: { today: enumParam(["true"] as const) },
      sorts: ["ID"],
      defaultSort: "ID",
      pageSize: 20,
    });
    renderAt(
      <FilterBar
        label="検索"
        declaration={onOff}
        fields={[
          { key: "today", label: "今日の訪問", kind: "check", value: "true", text: "今日のみ" },
        ]}
        filter={{ today: "true" }}
        onSearch={onSearch}
      />,
    );
    const box = screen.getByRole("checkbox", { name: /今日/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(onSearch).toHaveBeenLastCalledWith({ today: "true" });
  });
});

describe("FilterBar dates (issue #37.19)", () => {
  const dated = defineList({
    filters: { dateFrom: dateParam() },
    sorts: ["ID"],
    defaultSort: "ID",
    pageSize: 20,
  });
  const fields: FilterField<"dateFrom">[] = [
    { key: "dateFrom", label: "工事予定日（から）", kind: "date" },
  ];
  const renderDated = (onSearch: (filter: unknown) => void) =>
    renderAt(
      <FilterBar
        label="検索"
        declaration={dated}
        fields={fields}
        filter={{ dateFrom: "2026-04-01" }}
        onSearch={onSearch}
      />,
    );

  it("shows the URL's day as YYYY/MM/DD and searches with what is typed on Enter", () => {
    const onSearch = vi.fn();
    renderDated(onSearch);
    const from = input("工事予定日（から）");
    expect(from.type).toBe("text");
    expect(from.value).toBe("2026/04/01");
    from.focus();
    fireEvent.change(from, { target: { value: "２０２６/１２/１" } });
    fireEvent.submit(from.closest("form")!);
    expect(onSearch).toHaveBeenLastCalledWith({ dateFrom: "2026-12-01" });
    expect(from.value).toBe("2026/12/01");
  });

  it("says so for no real day and keeps it out of the search", () => {
    const onSearch = vi.fn();
    renderDated(onSearch);
    const from = input("工事予定日（から）");
    from.focus();
    fireEvent.change(from, { target: { value: "2026/13/45" } });
    fireEvent.submit(from.closest("form")!);
    expect(screen.getByText("工事予定日（から）はYYYY/MM/DDの形式で入力してください")).toBeTruthy();
    expect(onSearch).toHaveBeenLastCalledWith({ dateFrom: "2026-04-01" });
  });
});

describe("FilterBar on a phone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("folds behind 絞り込み with the count of set conditions, and folds again after 検索", () => {
    fakeMatchMedia((query) => query === PHONE_QUERY);
    const onSearch = vi.fn();
    renderAt(
      <FilterBar
        label="検索"
        declaration={decl}
        fields={FIELDS}
        filter={{ teamId: 2, name: "山" }}
        onSearch={onSearch}
      />,
    );
    expect(screen.queryByRole("search")).toBeNull();
    const fold = screen.getByRole("button", { name: "絞り込み（2件）" });
    expect(fold.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(fold);
    expect(fold.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("search", { name: "検索" }).id).toBe(
      fold.getAttribute("aria-controls"),
    );
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(onSearch).toHaveBeenCalledWith({ teamId: 2, name: "山" });
    expect(screen.queryByRole("search")).toBeNull();
  });

  it("counts nothing set as no condition", () => {
    expect(activeFilterCount({ a: undefined, b: [], c: "", d: [1, 2], e: "true" })).toBe(2);
  });
});
