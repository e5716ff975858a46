// The kit's answer to a stale save (issue #37.15), as the browser tests meet it: the dialog
// 「更新できませんでした」 comparing the person's input with the latest record.
import type { Page } from "playwright-core";

export const CONFLICT_CHOICE =
  "他のユーザーが先に更新しました。自分の入力を残すか、最新の内容を読み込むかを選んでください。";

/** Waits for the conflict dialog of `page` and returns it. */
export async function conflictShown(page: Page) {
  const dialog = page.getByRole("dialog", { name: "更新できませんでした" });
  await dialog.getByText(CONFLICT_CHOICE).waitFor();
  return dialog;
}

/** Answers the conflict with 最新の内容を読み込む: the form shows the other person's save. */
export async function takeLatest(page: Page) {
  const dialog = await conflictShown(page);
  await dialog.getByRole("button", { name: "最新の内容を読み込む" }).click();
  await dialog.waitFor({ state: "hidden" });
}
