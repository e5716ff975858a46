import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DuplicateNotice } from "./DuplicateNotice";

afterEach(cleanup);

const show = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe("DuplicateNotice", () => {
  it("says nothing when there is nothing alike", () => {
    const { container } = show(<DuplicateNotice title="似たものがあります" items={[]} rest={3} />);
    expect(container.textContent).toBe("");
  });

  it("links each one in a new tab and counts the ones not listed", () => {
    show(
      <DuplicateNotice
        title="似たものがあります"
        listLabel="似たもの"
        items={[{ id: "1", href: "/projects/1", label: "PJ-1 東京", detail: "（発注元A）" }]}
        rest={2}
      />,
    );
    const list = screen.getByRole("list", { name: "似たもの" });
    const link = within(list).getByRole("link", { name: "PJ-1 東京（新しいタブで開く）" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(within(list).getByRole("listitem").textContent).toBe(
      "PJ-1 東京（新しいタブで開く）（発注元A）",
    );
    expect(screen.getByText("ほか2件")).toBeTruthy();
  });
});
