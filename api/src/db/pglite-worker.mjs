// Entry of the PGlite worker thread. Plain JavaScript because a worker's entry is loaded before
// the `--import tsx` hooks of its execArgv apply (Node 20): it registers tsx itself, then loads the
// TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./pglite-worker.ts");
