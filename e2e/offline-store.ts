// The web app's offline copy as a browser test reads it (web/src/app/offline/offline-db.ts).
import type { Page } from "playwright-core";

/** How many answers the offline exchange has kept on the phone (IndexedDB cfx-offline). */
export function keptAnswers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("cfx-offline");
        open.onsuccess = () => {
          try {
            const count = open.result.transaction("answers").objectStore("answers").count();
            count.onsuccess = () => resolve(count.result);
          } catch {
            resolve(0);
          }
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/** Everything the offline exchange has kept, as one JSON text (to look for what must not be). */
export function keptAnswersText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("cfx-offline");
        open.onsuccess = () => {
          const all = open.result.transaction("answers").objectStore("answers").getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
        open.onerror = () => resolve("");
      }),
  );
}
