import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useConfirm } from "./useConfirm";

/** A loaded machine (CI runs the suites side by side) can take seconds over a dialog. */
const SLOW = { timeout: 10_000 };

afterEach(() => cleanup());

function Asker({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm({
            title: "交渉を完了しますか？",
            message: "元に戻せません。",
            confirmLabel: "完了する",
          }).then(onAnswer)
        }
      >
        完了
      </button>
      {dialog}
    </>
  );
}

function renderAsker() {
  const answers: boolean[] = [];
  render(
    <FluentProvider theme={webLightTheme}>
      <Asker onAnswer={(yes) => answers.push(yes)} />
    </FluentProvider>,
  );
  return answers;
}

describe("useConfirm", () => {
  it("asks with the kit's dialog and answers true only for the confirm button", async () => {
    const answers = renderAsker();
    fireEvent.click(screen.getByRole("button", { name: "完了" }));
    const dialog = await screen.findByRole("dialog", { name: "交渉を完了しますか？" });
    expect(dialog.textContent).toContain("元に戻せません。");
    fireEvent.click(screen.getByRole("button", { name: "キャンセル" }));
    await waitFor(() => expect(answers).toEqual([false]));

    // The closed dialog gives the page back to assistive tech a moment later (Fluent's modalizer).
    fireEvent.click(await screen.findByRole("button", { name: "完了" }, SLOW));
    fireEvent.click(await screen.findByRole("button", { name: "完了する" }));
    await waitFor(() => expect(answers).toEqual([false, true]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
