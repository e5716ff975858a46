import { launchBrowser } from "./harness";
const url = process.argv[2]!;
const browser = await launchBrowser();
const page = await browser.newPage({ locale: "ja-JP", viewport: { width: 1366, height: 860 } });
page.setDefaultTimeout(15000);
page.on("console", (m) => { if (m.type() !== "warning") console.log("console:", m.type(), m.text().slice(0, 300)); });
page.on("response", (r) => { if (r.status() >= 400) console.log("HTTP", r.status(), r.url()); });
await page.goto(new URL("/signin", url).toString());
await page.getByLabel("メールアドレス").fill("admin@example.jp");
await page.getByLabel(/^パスワード/).fill("Demo1234");
await page.getByLabel(/^パスワード/).press("Enter");
await page.getByRole("navigation", { name: "メインメニュー" }).waitFor();
const paths = ["/", "/targets", "/targets/create/import", "/targets/create/new", "/targets/1", "/targets/details/1", "/targets/details/customer-contents/1", "/projects", "/users/1", "/users"];
for (const p of paths) {
  const t = Date.now();
  await page.goto(new URL(p, url).toString());
  try {
    await page.getByRole("heading", { level: 1 }).waitFor();
    console.log(p, Date.now() - t, "ms", await page.getByRole("heading", { level: 1 }).innerText(), new URL(page.url()).pathname);
  } catch (e) {
    console.log(p, "FAIL", page.url(), (await page.locator("body").innerText()).slice(0, 300));
    await page.screenshot({ path: "/tmp/shots/reload-fail.png" });
  }
}
await browser.close();
