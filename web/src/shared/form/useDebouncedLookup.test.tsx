import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedLookup } from "./useDebouncedLookup";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDebouncedLookup", () => {
  it("asks once typing pauses and shows only the answer to what is entered now", async () => {
    const answers = new Map<string, (v: string) => void>();
    const find = vi.fn(
      (q: { name: string }) => new Promise<string>((resolve) => answers.set(q.name, resolve)),
    );
    const { result, rerender } = renderHook(({ q }) => useDebouncedLookup(q, find, 300), {
      initialProps: { q: { name: "大" } as { name: string } | null },
    });
    rerender({ q: { name: "大森" } });
    await act(async () => vi.advanceTimersByTime(300));
    expect(find).toHaveBeenCalledTimes(1); // 「大」 never asked: typing went on
    expect(find).toHaveBeenLastCalledWith({ name: "大森" });
    rerender({ q: { name: "大森西" } });
    await act(async () => answers.get("大森")!("古い答え"));
    expect(result.current).toBeUndefined(); // late answer for an older text
    await act(async () => vi.advanceTimersByTime(300));
    await act(async () => answers.get("大森西")!("新しい答え"));
    expect(result.current).toBe("新しい答え");
    rerender({ q: null });
    expect(result.current).toBeUndefined();
  });
});
