import { launchBrowser } from "./harness";
const url = process.argv[2]!;
const email = process.argv[3] ?? "admin@example.jp";
const paths = process.argv.slice(4);
const browser = await launchBrowser();
const page = await browser.newPage({ locale: "ja-JP", viewport: { width: 1366, height: 860 } });
page.setDefaultTimeout(15000);
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
await page.goto(new URL("/signin", url).toString());
await page.waitForTimeout(2000);
await page.screenshot({ path: "/tmp/shots/signin.png" });
console.log(await page.locator("body").innerText());
console.log(await page.locator("label").allInnerTexts());
try {
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel(/^パスワード/).fill("Demo1234");
  await page.getByLabel(/^パスワード/).press("Enter");
  await page.getByRole("navigation", { name: "メインメニュー" }).waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "/tmp/shots/after-signin.png" });
  for (const p of paths) {
    await page.goto(new URL(p, url).toString());
    await page.waitForTimeout(2500);
    const name = p.replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `/tmp/shots/p${name}.png`, fullPage: true });
    console.log("shot", p);
  }
} catch (e) { console.log("ERR", (e as Error).message); await page.screenshot({ path: "/tmp/shots/err.png" }); }
await browser.close();
