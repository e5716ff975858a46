// The script section 12 (web-speed.ts) adds to every page before the app's own: it records, in
// page time (ms since the navigation started), what a person sees and feels. Plain JavaScript in
// a string, not a function: tsx would compile a function with helpers the page does not have.
//
// - lcp: the last largest-contentful-paint entry (Chromium's own LCP).
// - rowsAt: the first targets row (table row or phone card) painted: polled on each animation
//   frame, stamped after that frame's paint (a message posted from requestAnimationFrame runs once
//   the frame is drawn).
// - signInAt: the Enter that submitted the sign-in form (rowsAt − signInAt: sign-in → rows).
// - filter: per Enter in the search form, from that keydown's timestamp (when the key was pressed)
//   to the frame whose rows differ from those on screen at the keydown, painted; with the
//   duration of the /graphql request it made (Resource Timing), the network's share.
// - interactions: per interaction (Event Timing entries with an interactionId, ≥ 16 ms, the
//   API's floor), its longest event: the INP of web-vitals is taken from these.

/** ms: keydown → rows painted; its /graphql request: from the keydown to its start, its duration, its end → the paint. */
export type ProbeFilterSample = {
  ms: number;
  requestMs: number;
  beforeMs: number;
  afterMs: number;
};

/** What the probe holds, as read back with page.evaluate. */
export type ProbeReading = {
  lcp: number;
  rowsAt: number;
  signInAt: number;
  filter: ProbeFilterSample[];
  interactions: number[];
  /** Every interaction so far, also those under 16 ms (Chromium's performance.interactionCount). */
  interactionCount: number;
};

/** Reads the probe (run in the page). */
export const READ_PROBE = `(() => {
  const p = window.__webSpeed;
  return { lcp: p.lcp, rowsAt: p.rowsAt, signInAt: p.signInAt, filter: p.filter,
    interactions: [...p.interactions.values()], interactionCount: performance.interactionCount || 0 };
})()`;

export const PROBE = `(() => {
  const probe = { lcp: 0, rowsAt: 0, signInAt: 0, filter: [], interactions: new Map() };
  window.__webSpeed = probe;
  performance.setResourceTimingBufferSize(100000);
  const ROWS = 'table[aria-label="対象物件一覧"] tbody tr, ul[aria-label="対象物件一覧"] > li';
  const signature = () => {
    const rows = document.querySelectorAll(ROWS);
    let text = String(rows.length);
    for (const row of rows) text += "|" + row.textContent;
    return text;
  };
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = probe.interactions.get(entry.interactionId) || 0;
      probe.interactions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  const firstRows = () => {
    if (document.querySelector(ROWS)) afterPaint((t) => { probe.rowsAt = t; });
    else requestAnimationFrame(firstRows);
  };
  requestAnimationFrame(firstRows);
  addEventListener("keydown", (event) => {
    const form = event.key === "Enter" && event.target instanceof Element && event.target.closest("form");
    if (!form) return;
    if (form.getAttribute("role") !== "search") { probe.signInAt = event.timeStamp; return; }
    const started = event.timeStamp;
    const before = signature();
    const poll = () => {
      if (signature() === before) return requestAnimationFrame(poll);
      afterPaint((t) => {
        const calls = performance.getEntriesByType("resource")
          .filter((r) => r.name.includes("/graphql") && r.startTime >= started);
        const last = calls[calls.length - 1];
        probe.filter.push({
          ms: t - started,
          requestMs: last ? last.responseEnd - last.startTime : NaN,
          beforeMs: last ? last.startTime - started : NaN,
          afterMs: last ? t - last.responseEnd : NaN,
        });
      });
    };
    requestAnimationFrame(poll);
  }, true);
})();`;
