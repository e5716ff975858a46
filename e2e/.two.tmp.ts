import { launchBrowser } from "./harness";
const url = process.argv[2]!;
const browser = await launchBrowser();
for (let i = 0; i < 2; i++) {
  const ctx = await browser.newContext({ locale: "ja-JP", viewport: { width: 1366, height: 860 } });
  const page = await ctx.newPage();
  page.setDefaultTimeout(15000);
  page.on("console", (m) => console.log(i, "console:", m.type(), m.text().slice(0, 300)));
  await page.goto(new URL("/signin", url).toString());
  try {
    await page.getByLabel("メールアドレス").fill("admin@example.jp");
    await page.getByLabel(/^パスワード/).fill("Demo1234");
    await page.getByLabel(/^パスワード/).press("Enter");
    await page.getByRole("navigation", { name: "メインメニュー" }).waitFor();
    console.log(i, "ok", page.url());
  } catch (e) {
    console.log(i, "ERR", (e as Error).message.split("\n")[0], page.url());
    await page.screenshot({ path: `/tmp/shots/two-${i}.png` });
    console.log(await page.locator("body").innerText());
  }
}
await browser.close();
