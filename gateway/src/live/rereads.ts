// constructionFreeSchedulesChanged and dashboardChanged: a state sent whole (a list, the figures),
// read once at subscription and again after each relevant change, with the subscriber's token;
// sent only when it differs from what was last sent, so a change elsewhere costs the browser
// nothing. Reads of one stream never overlap: a change during a read asks for one more read after
// it; with `throttleMs`, reads start at most that often (the last change is always read: trailing).
import type { LiveSignal } from "./hub";
import { isRefusal } from "./record-changes";
import type { LiveAccess } from "./service";

export async function rereadOnChange<T>(
  live: LiveAccess,
  options: {
    relevant: (signal: LiveSignal) => boolean;
    read: () => Promise<T>;
    throttleMs?: number;
  },
): Promise<AsyncIterableIterator<T>> {
  await live.ready();
  let stop = () => {};
  let timer: NodeJS.Timeout | undefined;
  const queue = live.queue<T>({
    latestOnly: true,
    onEnd: () => {
      stop();
      clearTimeout(timer);
    },
  });
  let lastSent: string | undefined;
  let reading = false;
  let again = false;
  let lastStart = 0;
  const send = (value: T) => {
    const text = JSON.stringify(value);
    if (text === lastSent) return;
    lastSent = text;
    queue.push(value);
  };
  const reread = async () => {
    if (queue.ended) return;
    if (reading || timer) {
      again = true;
      return;
    }
    const wait = lastStart + (options.throttleMs ?? 0) - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        void reread();
      }, wait);
      return;
    }
    reading = true;
    again = false;
    lastStart = Date.now();
    try {
      send(await options.read());
    } catch (error) {
      live.log.warn({ err: error }, "live re-read failed");
      if (isRefusal(error)) queue.fail(error);
    } finally {
      reading = false;
    }
    if (again) void reread();
  };
  // Listening before the first read: a change during it asks for another read.
  stop = live.hub.listen((signal) => {
    if (signal.kind === "resync" || options.relevant(signal)) void reread();
  });
  reading = true;
  lastStart = Date.now();
  try {
    send(await options.read());
  } catch (error) {
    queue.end();
    throw error;
  } finally {
    reading = false;
  }
  if (again) void reread();
  return queue;
}
