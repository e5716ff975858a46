import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ENTER_STOP, useEnterNavigation } from "./useEnterNavigation";

afterEach(() => cleanup());

function Grid({ disabledSecond = false }: { disabledSecond?: boolean }) {
  const save = useRef<HTMLButtonElement>(null);
  const { groupRef, onKeyDown } = useEnterNavigation<HTMLDivElement>(save);
  return (
    <div ref={groupRef}>
      {["a", "b", "c"].map((name, i) => (
        <input
          key={name}
          aria-label={name}
          disabled={disabledSecond && i === 1}
          onKeyDown={onKeyDown}
          {...{ [ENTER_STOP]: "" }}
        />
      ))}
      <input aria-label="other" onKeyDown={onKeyDown} />
      <button ref={save}>保存</button>
    </div>
  );
}

const field = (name: string) => screen.getByLabelText(name);

describe("useEnterNavigation", () => {
  it("Enter goes down, Shift+Enter up, and the last Enter focuses the button after", () => {
    render(<Grid />);
    field("a").focus();
    fireEvent.keyDown(field("a"), { key: "Enter" });
    expect(document.activeElement).toBe(field("b"));
    fireEvent.keyDown(field("b"), { key: "Enter", shiftKey: true });
    expect(document.activeElement).toBe(field("a"));
    fireEvent.keyDown(field("a"), { key: "Enter" });
    fireEvent.keyDown(field("b"), { key: "Enter" });
    expect(document.activeElement).toBe(field("c"));
    fireEvent.keyDown(field("c"), { key: "Enter" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "保存" }));
  });

  it("skips disabled fields, stays on the first with Shift+Enter, ignores fields outside the stops", () => {
    render(<Grid disabledSecond />);
    field("a").focus();
    fireEvent.keyDown(field("a"), { key: "Enter" });
    expect(document.activeElement).toBe(field("c"));
    field("a").focus();
    fireEvent.keyDown(field("a"), { key: "Enter", shiftKey: true });
    expect(document.activeElement).toBe(field("a"));
    field("other").focus();
    fireEvent.keyDown(field("other"), { key: "Enter" });
    expect(document.activeElement).toBe(field("other"));
  });

  it("leaves an Enter that confirms an IME conversion alone", () => {
    render(<Grid />);
    field("a").focus();
    fireEvent.keyDown(field("a"), { key: "Enter", keyCode: 229 });
    expect(document.activeElement).toBe(field("a"));
  });
});
