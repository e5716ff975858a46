// Waiting for a service to answer.

export type WaitOptions = {
  timeoutMs?: number;
  /** Stop waiting (and fail) as soon as this resolves, e.g. the child exited. */
  abort?: Promise<unknown>;
  what?: string;
};

export async function waitForStatus(
  url: string,
  status: number,
  options: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let aborted = false;
  void options.abort?.then(() => {
    aborted = true;
  });
  let last = "no answer";
  for (;;) {
    if (aborted)
      throw new Error(`${options.what ?? url} exited before answering ${status} (${last})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === status) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) {
      throw new Error(`${options.what ?? url} did not answer ${status} in time (last: ${last})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
