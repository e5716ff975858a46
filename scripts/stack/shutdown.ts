// When `pnpm start` stops: a signal, or a service that died, at any moment of its life.
//
// Start-up and the signal handler race: a signal can arrive while the services are starting,
// after the last one answered but before the code that started them has them in hand (the
// window of the old bug: the handler only aborted the start-up, which had already finished,
// and marked itself done, so the stack ran on and every later Ctrl+C was ignored). Here one
// flag (`requested`) and one handover (`started`) settle it, in whichever order they come:
// - the request comes first: the start-up is aborted, and if it finishes anyway, `started`
//   sees the request and stops what it was handed instead of going on;
// - the handover comes first: the request stops those services itself.
// Both checks run synchronously on the one JS thread, so exactly one side does the stopping,
// and every path ends in exactly one exit.

export type ShutdownOptions = {
  /** Cancels a start-up in progress (the AbortController behind startStack's `signal`). */
  abortStartup: () => void;
  exit: (code: number) => void;
  log: (message: string) => void;
};

export type Shutdown = {
  /** Exit code asked for (0 a signal, 1 a failure), undefined while nobody asked to stop. */
  readonly requested: number | undefined;
  /** A signal (0) or a dead service (1): stop now or as soon as start-up lets go. First call wins. */
  request(code: number): void;
  /**
   * The services are up and `stop` stops them. False when a stop was asked for meanwhile: it is
   * under way and the caller must not go on (no banner).
   */
  started(stop: () => Promise<void>): boolean;
  /**
   * Start-up threw. After a signal that is the abort doing its job (exit 0); otherwise whatever
   * was already handed over is stopped and `report` tells the user (and exits).
   */
  failed(report: () => void): Promise<void>;
};

export function createShutdown(options: ShutdownOptions): Shutdown {
  let requested: number | undefined;
  let stop: (() => Promise<void>) | undefined;
  let finishing: Promise<void> | undefined;

  // The one way out: stop what was handed over (if anything), then exit or report. Idempotent.
  const finish = (report?: () => void) => {
    finishing ??= (async () => {
      if (stop) {
        await stop().catch((error: unknown) =>
          options.log(`停止中にエラーが発生しました / error while stopping: ${String(error)}`),
        );
      }
      if (report) report();
      else options.exit(requested ?? 0);
    })();
    return finishing;
  };

  return {
    get requested() {
      return requested;
    },
    request(code) {
      if (requested !== undefined) return; // a stop is already under way
      requested = code;
      options.log(
        code === 0
          ? "\n停止しています / stopping…"
          : "\n異常終了のため停止します / stopping after a failure…",
      );
      if (stop) void finish();
      else options.abortStartup(); // the start-up path stops what it started and exits
    },
    started(stopServices) {
      stop = stopServices;
      if (requested === undefined) return true;
      void finish(); // asked to stop while the start-up was completing
      return false;
    },
    failed(report) {
      if (requested === 0) return finish();
      requested ??= 1; // later signals need not start a second stop
      return finish(report);
    },
  };
}
