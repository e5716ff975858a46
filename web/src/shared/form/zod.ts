import { z } from "zod";

// zod 4 probes `new Function` once to decide whether it may compile fast parsers. The gateway's
// CSP forbids eval, so the probe fails (harmlessly) but the browser reports a CSP violation on
// every form page. Every schema of the app imports `z` from here, so the probe never runs.
z.config({ jitless: true });

export { z };
