import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChoiceSelect } from "./ChoiceSelect";

afterEach(cleanup);

const show = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe("ChoiceSelect", () => {
  it("offers 選択してください first and reports the chosen value", () => {
    const onChange = vi.fn();
    show(
      <ChoiceSelect
        label="班"
        value=""
        choices={[{ value: "7", label: "第1班" }]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: /班/ });
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "選択してください",
      "第1班",
    ]);
    fireEvent.change(select, { target: { value: "7" } });
    expect(onChange).toHaveBeenCalledWith("7");
  });

  it("says what is missing only while it is", () => {
    const { rerender } = show(
      <ChoiceSelect
        label="班"
        value=""
        choices={[]}
        missingMessage="班を選択してください"
        onChange={() => undefined}
      />,
    );
    expect(screen.queryByText("班を選択してください")).toBeNull();
    rerender(
      <FluentProvider theme={webLightTheme}>
        <ChoiceSelect
          label="班"
          value=""
          choices={[]}
          missing
          missingMessage="班を選択してください"
          onChange={() => undefined}
        />
      </FluentProvider>,
    );
    expect(screen.getByText("班を選択してください")).toBeTruthy();
  });
});
