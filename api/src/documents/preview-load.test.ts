// One user's previews must not stall everyone (issue #36: 40 concurrent previews from a 交渉担当
// held the API ~8.5 s and a manager's target list took 5.7 s). Real API over HTTP on the seeded
// demo (PGlite on this thread, the harder case), real render threads: 40 previews at once from
// the 交渉担当, and meanwhile the manager's target list answers within a second; the previews
// beyond the user's bound are refused at once with 429, Retry-After and a Japanese message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { USER_LIMIT_MESSAGE, USER_LIMITS } from "../platform/per-user-limit";

const NEGOTIATOR = "negotiation@example.jp";
const MANAGER = "manager@example.jp";

let api: TestApi;
let previewBody: unknown;

beforeAll(async () => {
  api = await startTestApi();
  const listed = await api.json("/basis/negotiations", {
    as: NEGOTIATOR,
    query: { pageSize: 1, sort: "id" },
  });
  expect(listed.status).toBe(200);
  const negotiationId = listed.body[0].id as number;
  const settings = await api.json(`/documents/settings/${negotiationId}/contract`, {
    as: NEGOTIATOR,
  });
  expect(settings.status).toBe(200);
  const { issueDate, addresseeName, addresseeAddress, constructionDate, constructionSlot } =
    settings.body;
  previewBody = {
    negotiationId,
    documentType: settings.body.documentTypes[0],
    settings: {
      issueDate,
      addresseeName,
      addresseeAddress,
      constructionDate,
      constructionSlot,
      items: settings.body.items,
      remarks: null,
    },
  };
  // Warm, as a running API is: the render thread has its fonts, both routes are compiled.
  expect((await preview()).status).toBe(200);
  expect((await targetList()).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const preview = () => api.json("/documents/preview", { as: NEGOTIATOR, json: previewBody });

async function targetList() {
  const started = performance.now();
  const res = await api.json("/basis/targets", { as: MANAGER, query: { pageSize: 50 } });
  return { ...res, ms: Math.round(performance.now() - started) };
}

describe("40 concurrent previews from one user", () => {
  it("another user's target list answers within 1 s; the user's previews beyond the bound get 429", async () => {
    const started = performance.now();
    const previews = Array.from({ length: 40 }, () =>
      preview().then((res) => ({ ...res, ms: Math.round(performance.now() - started) })),
    );
    // While they are in flight: the manager's list, three times in a row.
    await new Promise((r) => setTimeout(r, 50));
    const lists = [];
    for (let i = 0; i < 3; i++) lists.push(await targetList());
    const answers = await Promise.all(previews);
    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    console.log(
      `preview load: 40 concurrent previews from ${NEGOTIATOR}: ${served.length} × 200, ${refused.length} × 429 (refused within ${Math.max(...refused.map((r) => r.ms))} ms, last preview at ${Math.max(...answers.map((a) => a.ms))} ms); ${MANAGER}'s target list meanwhile: ${lists.map((l) => `${l.status} in ${l.ms} ms`).join(", ")}`,
    );
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(list.body.length).toBe(50);
      expect(list.ms).toBeLessThanOrEqual(1000);
    }
    expect(served.length + refused.length).toBe(40);
    const bound = USER_LIMITS.preview.running + USER_LIMITS.preview.waiting;
    expect(served.length).toBeGreaterThanOrEqual(bound);
    expect(refused.length).toBeGreaterThan(0);
    for (const s of served) {
      expect(Buffer.from(s.body.contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
      expect(s.body.pageCount).toBeGreaterThanOrEqual(1);
    }
    for (const r of refused) {
      expect(r.body).toEqual({ server: [USER_LIMIT_MESSAGE] });
      expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  }, 60_000);

  it("the user's bound is their own: the manager's preview meanwhile is served", async () => {
    const mine = Array.from({ length: 10 }, () => preview());
    const other = await api.json("/documents/preview", { as: MANAGER, json: previewBody });
    const answers = await Promise.all(mine);
    expect(other.status).toBe(200);
    expect(other.body.pageCount).toBeGreaterThanOrEqual(1);
    expect(answers.some((a) => a.status === 429)).toBe(true);
    // Once they are done, the user may preview again.
    expect((await preview()).status).toBe(200);
  }, 60_000);
});
