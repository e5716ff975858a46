import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { idParam, textParam } from "./list-params";
import { defineList } from "./list-state";
import { ListView } from "./ListView";
import { renderAt } from "./test-render";
import { useListState } from "./useListState";

afterEach(() => cleanup());

const decl = defineList({
  filters: { name: textParam(), teamId: idParam() },
  sorts: ["ID", "NAME"],
  defaultSort: "ID",
  pageSize: 2,
});
type Row = { id: string; name: string };
const ALL: Row[] = ["髙橋", "齋藤", "山田", "佐藤", "鈴木"].map((name, i) => ({
  id: String(i + 1),
  name,
}));

/** A list page over ALL, filtered and paged here as the server would. */
function People() {
  const list = useListState(decl);
  const { filter, page, pageSize } = list.state;
  const rows = ALL.filter((r) => !filter.name || r.name.includes(filter.name));
  return (
    <ListView
      label="人一覧"
      declaration={decl}
      list={list}
      fields={[{ key: "name", label: "氏名", kind: "text" }]}
      columns={[
        { id: "id", label: "ID", value: (r: Row) => r.id, sort: "ID", primary: true },
        { id: "name", label: "氏名", value: (r: Row) => r.name, sort: "NAME" },
      ]}
      rowKey={(r) => r.id}
      rowHref={(r) => `/people/${r.id}`}
      page={{ rows: rows.slice((page - 1) * pageSize, page * pageSize), totalCount: rows.length }}
      fetching={false}
      failed={false}
    />
  );
}

describe("useListState with ListView", () => {
  it("writes sort and page to the URL, and a new filter goes back to page 1", () => {
    const { location } = renderAt(<People />, "/people");
    fireEvent.click(screen.getByRole("button", { name: "次のページ" }));
    expect(location.history.at(-1)).toBe("/people?page=2");
    fireEvent.click(screen.getByRole("button", { name: "氏名" }));
    expect(location.history.at(-1)).toBe("/people?sort=NAME");
    fireEvent.click(screen.getByRole("button", { name: "最後のページ" }));
    expect(location.history.at(-1)).toBe("/people?sort=NAME&page=3");
    fireEvent.change(screen.getByLabelText("氏名"), { target: { value: "藤" } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(location.history.at(-1)).toBe("/people?name=%E8%97%A4&sort=NAME");
    expect(screen.getByRole("status").textContent).toBe("1〜2 件 / 全 2 件");
  });

  it("restores the filter bar from the URL when the URL changes (back/forward)", () => {
    const { location } = renderAt(<People />, "/people?name=%E5%B1%B1");
    expect((screen.getByLabelText("氏名") as HTMLInputElement).value).toBe("山");
    act(() => location.navigate("/people?name=%E9%88%B4"));
    expect((screen.getByLabelText("氏名") as HTMLInputElement).value).toBe("鈴");
    expect(screen.getByRole("link", { name: "5" })).toBeTruthy();
  });

  it("replaces a page past the end with the last page", () => {
    const { location } = renderAt(<People />, "/people?page=9");
    expect(location.history.at(-1)).toBe("/people?page=3");
    expect(location.history).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("5〜5 件 / 全 5 件");
  });
});
