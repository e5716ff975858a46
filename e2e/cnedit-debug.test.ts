import { it } from "vitest";
import { useBrowserSession } from "./browser-session";
const session = useBrowserSession();
it("debug", async () => {
  const page = await session.signedInPage("admin@example.jp");
  await page.goto(session.at("/constructions"));
  await page.getByRole("table", { name: "工事確認一覧" }).locator("tbody tr").first().waitFor();
  const cb = page.getByRole("combobox", { name: "状態" });
  console.log("count", await cb.count(), await cb.evaluate((e) => e.outerHTML));
  await cb.click();
  await page.waitForTimeout(1000);
  console.log("listbox", await page.locator("[role=listbox]").evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 1500))));
  const crew = await session.signedInPage("construction@example.jp", { width: 390, height: 844 });
  await crew.goto(session.at("/constructions"));
  for (let i = 0; i < 5; i++) {
    await crew.waitForTimeout(500);
    console.log("drawer", await crew.getByRole("navigation", { name: "メインメニュー" }).getAttribute("data-state"));
  }
}, 120000);
