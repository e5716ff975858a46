import { vi } from "vitest";

// For tests: jsdom has no matchMedia; a page's phone layout (usePhone) is chosen by it.

/** A matchMedia whose answer the test flips, telling the listeners like a browser does. */
export function fakeMatchMedia(initial: boolean | ((query: string) => boolean)) {
  const answer = typeof initial === "function" ? initial : () => initial;
  let override: boolean | undefined;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return override ?? answer(query);
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    set(next: boolean) {
      override = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}
