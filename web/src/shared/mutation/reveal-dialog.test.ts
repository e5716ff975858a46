import { afterEach, describe, expect, it } from "vitest";
import { revealTopDialog } from "./reveal-dialog";

afterEach(() => {
  document.body.innerHTML = "";
});

const surface = (name: string, hidden: boolean) =>
  `<div role="dialog" aria-modal="true" aria-label="${name}"${hidden ? ' aria-hidden="true"' : ""}></div>`;

describe("revealTopDialog", () => {
  it("takes a stale aria-hidden off the dialog left on top (fluentui#35985)", () => {
    document.body.innerHTML = surface("状態変更", true);
    revealTopDialog();
    expect(document.querySelector('[aria-label="状態変更"]')!.hasAttribute("aria-hidden")).toBe(
      false,
    );
  });

  it("leaves a lower dialog hidden while another one is open over it", () => {
    document.body.innerHTML = surface("状態変更", true) + surface("案件を完了にしますか？", false);
    revealTopDialog();
    expect(document.querySelector('[aria-label="状態変更"]')!.getAttribute("aria-hidden")).toBe(
      "true",
    );
  });
});
