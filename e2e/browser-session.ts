// The usual setup of a browser test file: its worker's stack (as `pnpm start` runs it, put back to
// the seeded data first) and Chromium, a fresh profile (own localStorage) per page, and signing in
// as a person does (through the form once per user and worker, then from what that sign-in
// stored, as a new tab would).
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import {
  identityHelpers,
  launchBrowser,
  startTestStack,
  type TestStack,
  type TestStackOptions,
} from "./harness";
import { claimSlot, type SharedSlot } from "./stack-pool";

/** What a file may use of its stack, shared with the other files of its worker or its own. */
export type SessionStack = Pick<
  TestStack,
  | "url"
  | "gatewayUrl"
  | "apiUrl"
  | "dataDir"
  | "identity"
  | "identityLogFile"
  | "tokens"
  | "latestCode"
>;

function sharedStack(slot: SharedSlot): SessionStack {
  return { ...slot, ...identityHelpers(slot) };
}

export type BrowserSession = {
  /** Set once the file's first beforeAll ran. */
  readonly stack: SessionStack;
  /** An absolute URL of the stack's web app. */
  at(path: string): string;
  /** A page in a fresh browser profile, Japanese locale and Tokyo time. */
  newPage(viewport?: PageOptions): Promise<Page>;
  /**
   * A fresh page signed in as `email` (password Demo1234), on the dashboard or opened at `path`.
   * The worker's first page of each user signs in through the form; later ones, in this file and
   * the next ones on the same stack, start from the identity entries that sign-in stored (as a
   * reload or a new tab does), which spares the renderer a sign-in and a page load.
   */
  signedInPage(email: string, options?: PageOptions & { path?: string }): Promise<Page>;
  /** Saves a screenshot when E2E_SCREENSHOTS names a folder (to look at the UI by eye). */
  shot(page: Page, name: string): Promise<void>;
  /**
   * What the gateway's Content-Security-Policy blocked on any page of this file so far (`page:
   * directive blocked-URI` or Chromium's console text): the app must need nothing it forbids.
   */
  cspViolations(): string[];
  /** A GraphQL request to the stack's gateway as `as` (default admin); throws on any error. */
  graphql(query: string, variables?: Record<string, unknown>, as?: string): Promise<unknown>;
};

/**
 * `mobile`: a phone's browser (touch, the mobile viewport meta honoured), as a crew holds it.
 * `serviceWorker`: let the app register its service worker (issue #38, e2e/pwa.test.ts). Blocked
 * otherwise: in every fresh profile it would download the whole app in the background (2 MB,
 * 120 files) while the test works, on the shared cores, for nothing the test looks at.
 */
export type PageOptions = {
  width?: number;
  height?: number;
  mobile?: boolean;
  serviceWorker?: boolean;
};

/** A crew's phone: 390 × 844, touch, a mobile browser. */
export const PHONE: PageOptions = { width: 390, height: 844, mobile: true };

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The bytes of a finished download. Read through its stream: the shared browser is connected to
 * (stack-pool.ts), and Playwright keeps a remote browser's downloads on its side, with no path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The download a click starts, told from any other by its file name: a page that shows a PDF in
 * an iframe (帳票設定's preview) also "downloads" it in headless Chromium, which has no PDF viewer,
 * whenever the preview is drawn again — and that may be just when the button is clicked.
 */
export async function downloadOf(
  page: Page,
  fileName: string | RegExp,
  click: () => Promise<void>,
): Promise<Download> {
  const named = (name: string) =>
    typeof fileName === "string" ? name === fileName : fileName.test(name);
  const [download] = await Promise.all([
    page.waitForEvent("download", { predicate: (d) => named(d.suggestedFilename()) }),
    click(),
  ]);
  return download;
}

/** Signed in: the top bar's サインアウト (the menu itself is out of sight on a phone). */
const mainMenu = (page: Page) => page.getByRole("button", { name: "サインアウト" });

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Per stack and user, what the first sign-in through the form stored in the browser (its identity
 * entries). Kept across the files of a worker (they share its loaded modules, vitest.config.ts):
 * a reset puts the same users back with the same subs, so their tokens stay good, and a user signs
 * in through the form once per worker. A stack started anew has another URL or start count.
 */
const signedIn = new Map<string, StorageState>();

// Reports each CSP violation of the document on the console, where the listener below reads it
// (Chromium also prints its own "Refused to …" line; this one carries the blocked URI).
const reportCspViolations = () => {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
};

/**
 * Registers the hooks; call it at the top of the file, before any other beforeAll. Without
 * options the file gets its worker's shared stack and browser (stack-pool.ts), put back to the
 * seeded demo data first; `stackOptions` start a stack of the file's own instead, started
 * differently (e.g. `{ env: { NODE_ENV: "production" } }`).
 */
export function useBrowserSession(stackOptions?: TestStackOptions): BrowserSession {
  let stack: SessionStack | undefined;
  let ownStack: TestStack | undefined;
  let stackStarts = 1;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    if (stackOptions) {
      stack = ownStack = await startTestStack(stackOptions);
      browser = await launchBrowser();
    } else {
      const slot = await claimSlot(inject("stackPool"));
      stack = sharedStack(slot);
      stackStarts = slot.starts;
      browser = await chromium.connect(slot.browserWsEndpoint);
    }
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    // A shared browser is only disconnected from; its contexts are closed above.
    await browser?.close();
    await ownStack?.dispose();
  }, 60_000);

  const openPage = async (
    { width = 1366, height = 860, mobile = false, serviceWorker = false }: PageOptions = {},
    storageState?: StorageState,
  ) => {
    if (!browser) throw new Error("the browser is not started yet");
    const context = await browser.newContext({
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
      viewport: { width, height },
      ...(mobile ? { isMobile: true, hasTouch: true } : {}),
      // Fluent's dialogs, drawers and spinners then skip their animations: fewer frames for
      // the software renderer, nothing moving when a click waits for a stable target.
      reducedMotion: "reduce",
      serviceWorkers: serviceWorker ? "allow" : "block",
      storageState,
    });
    contexts.push(context);
    await context.addInitScript(reportCspViolations);
    const page = await context.newPage();
    page.on("console", (message) => {
      const text = message.text();
      if (/CSP violation|Content Security Policy/i.test(text))
        violations.push(`${new URL(page.url()).pathname}: ${text}`);
    });
    page.setDefaultTimeout(20_000);
    return page;
  };

  const session: BrowserSession = {
    get stack() {
      if (!stack) throw new Error("the stack is not started yet (use it inside hooks and tests)");
      return stack;
    },
    at: (path) => new URL(path, session.stack.url).toString(),
    newPage: (viewport) => openPage(viewport),
    async signedInPage(email, { path, ...viewport } = {}) {
      const key = `${session.stack.gatewayUrl} ${stackStarts} ${email}`;
      const stored = signedIn.get(key);
      if (stored) {
        const page = await openPage(viewport, stored);
        await page.goto(session.at(path ?? "/"));
        if (path === undefined) await mainMenu(page).waitFor();
        return page;
      }
      const page = await openPage(viewport);
      try {
        await page.goto(session.at("/signin"));
        await page.getByLabel("メールアドレス").fill(email);
        await page.getByLabel(/^パスワード/).fill("Demo1234");
        await page.getByLabel(/^パスワード/).press("Enter");
        await mainMenu(page).waitFor();
      } catch (error) {
        // Say what the page showed instead: a sign-in failure is otherwise only a timeout.
        const body = await page
          .locator("body")
          .innerText()
          .catch(() => "");
        throw new Error(`sign-in as ${email} failed at ${page.url()}: ${body.slice(0, 500)}`, {
          cause: error,
        });
      }
      signedIn.set(key, await page.context().storageState());
      // The sign-in lands on the dashboard: a page asked for there needs no second load.
      if (path !== undefined && page.url() !== session.at(path)) await page.goto(session.at(path));
      return page;
    },
    cspViolations: () => [...violations],
    async graphql(query, variables = {}, as = "admin@example.jp") {
      const { idToken } = await session.stack.tokens(as);
      // A Blob variable (a CSV file) goes to the upload route as the web app sends it: /graphql
      // reads at most 1 MB of JSON (gateway/src/rest/graphql-upload.ts).
      const file = Object.entries(variables).find(([, v]) => v instanceof Blob);
      const form = new FormData();
      if (file) {
        form.append(
          "operations",
          JSON.stringify({ query, variables: { ...variables, [file[0]]: null } }),
        );
        form.append("map", JSON.stringify({ 0: [`variables.${file[0]}`] }));
        form.append("0", file[1] as Blob);
      }
      const res = await fetch(
        `${session.stack.gatewayUrl}${file ? "/graphql/upload" : "/graphql"}`,
        {
          method: "POST",
          headers: file
            ? { "apollo-require-preflight": "true", authorization: `Bearer ${idToken}` }
            : { "content-type": "application/json", authorization: `Bearer ${idToken}` },
          body: file ? form : JSON.stringify({ query, variables }),
        },
      );
      const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    async shot(page, name) {
      const folder = process.env.E2E_SCREENSHOTS;
      if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
    },
  };
  return session;
}
