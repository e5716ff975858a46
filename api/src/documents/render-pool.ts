// PDF rendering in a bounded pool of worker threads (issue #36). Laying out a document and
// subsetting its fonts is ~50–150 ms of pure CPU; on the API's thread 40 previews at once held
// every other request (and the connection to the embedded database) for seconds. Here the API's
// thread only sends the data and receives the bytes; at most `threads` documents are drawn at
// once, at most `maxQueue` wait, and beyond that the answer is an immediate 503 「混み合っています」.
// piscina: a maintained pool (queue bound, abort, idle threads ended, lower CPU priority).
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { integer, type ConfigSource } from "@cfx/domain/config";
import { Piscina } from "piscina";
import { HttpError, messages } from "../platform/errors";
import type { DocumentData } from "./document-data";
import type { RenderedPdf } from "./pdf/render";
import type { RenderTask } from "./render-worker";

export interface RenderPoolOptions {
  /** Documents drawn at once (threads). */
  threads: number;
  /** Documents waiting for a thread; one more is refused with 503. */
  maxQueue: number;
}

/**
 * One thread per core but one: the API's own thread and PGlite's keep a core (2 cores → 1).
 * Never more than 4: beyond that a single API replica should rather be scaled out.
 */
export function defaultRenderThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** DOCUMENT_RENDER_THREADS (default: one per core but one, 1–4), the queue 16 per thread. */
export function renderPoolOptionsFromEnv(source: ConfigSource): RenderPoolOptions {
  const threads = integer(source, "DOCUMENT_RENDER_THREADS", {
    default: defaultRenderThreads(),
    min: 1,
    max: 32,
  });
  return { threads, maxQueue: threads * 16 };
}

/** Seconds a client refused by a full queue is told to wait. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

/** Thrown when the queue is full; the route sets Retry-After (see `busyRetryAfter`). */
export class RenderQueueFullError extends HttpError {
  constructor() {
    super(503, { server: [messages.busy] });
    this.name = "RenderQueueFullError";
  }
}

export interface RenderPool {
  /**
   * Draws one document on a thread of the pool. Not abortable on purpose: piscina ends a thread
   * to abort its running task, and a new thread needs seconds to load the fonts again.
   */
  render(data: DocumentData, options?: { at?: Date }): Promise<RenderedPdf>;
  /** Loads the renderer and its fonts on every thread now instead of on the first document. */
  warm(): Promise<void>;
  /** Waits for the documents being drawn, then ends the threads. */
  close(): Promise<void>;
  readonly threads: number;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const pool = new Piscina<RenderTask, RenderedPdf | undefined>({
    filename: fileURLToPath(new URL("./render-worker.mjs", import.meta.url)),
    // Every thread stays (~140 MB each with its parsed fonts): a new one needs 1–7 s to load the
    // renderer and the fonts, which a preview would wait for.
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    // Below the API's thread: when the cores are busy, answering requests comes first.
    niceIncrement: 5,
  });
  return {
    threads: options.threads,
    async render(data, { at } = {}) {
      try {
        const rendered = await pool.run({ data, at });
        if (!rendered) throw new Error("the render thread answered no document");
        return rendered;
      } catch (error) {
        if ((error as Error).message === "Task queue is at limit") throw new RenderQueueFullError();
        throw error;
      }
    },
    async warm() {
      const warmed = Array.from({ length: options.threads }, () => pool.run({ warm: true }));
      await Promise.all(warmed);
    },
    close: () => pool.close(),
  };
}

let shared: RenderPool | undefined;
let sharedOptions: RenderPoolOptions | undefined;

/** Sets the size of the process's pool (main.ts, from the environment) before its first use. */
export function configureRenderPool(options: RenderPoolOptions): void {
  if (shared) throw new Error("the render pool is already running");
  sharedOptions = options;
}

/**
 * The process's one pool, started on first use: the threads are a resource of the machine, not
 * of an app instance (the tests build many apps in one process).
 */
export function renderPool(): RenderPool {
  shared ??= createRenderPool(sharedOptions ?? renderPoolOptionsFromEnv({}));
  return shared;
}

/** Ends the process's pool, if it was started (shutdown, after the last request). */
export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
