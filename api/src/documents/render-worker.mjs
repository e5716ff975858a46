// Entry of a document render thread (render-pool.ts). Plain JavaScript because a worker's entry is
// loaded before the `--import tsx` hooks of its execArgv apply (Node 20): it registers tsx itself,
// then loads the TypeScript renderer (as db/pglite-worker.mjs does).
import { register } from "tsx/esm/api";

register();
const { renderTask } = await import("./render-worker.ts");
export default renderTask;
