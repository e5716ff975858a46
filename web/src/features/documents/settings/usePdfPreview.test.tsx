import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { base64ToBlob, previewFacts } from "./pdf-blob";
import { PREVIEW_DEBOUNCE_MS, usePdfPreview, type PreviewAnswer } from "./usePdfPreview";

const PDF = btoa("%PDF-1.7 test");
const answer = (size: number): PreviewAnswer => ({ contentBase64: PDF, size, pageCount: 2 });

let created: string[];
let revoked: string[];

beforeEach(() => {
  vi.useFakeTimers();
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the debounce run out and the answer's promise settle. */
async function settle(ms = PREVIEW_DEBOUNCE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("usePdfPreview", () => {
  it("asks once typing pauses, shows the PDF from a blob: URL and revokes the one it replaces", async () => {
    const render = vi.fn(async (r: { name: string }) => answer(r.name.length * 100));
    const { result, rerender, unmount } = renderHook(({ r }) => usePdfPreview(r, render), {
      initialProps: { r: { name: "山" } },
    });
    expect(result.current.phase).toBe("waiting");
    await settle();
    expect(render).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({
      phase: "ready",
      pdf: { url: "blob:test/1", size: 100 },
    });

    // Three keystrokes inside the delay: one render, for the last value.
    rerender({ r: { name: "山田" } });
    await settle(200);
    rerender({ r: { name: "山田太" } });
    await settle(200);
    rerender({ r: { name: "山田太郎" } });
    expect(result.current.phase).toBe("waiting");
    // The last PDF stays on screen meanwhile.
    expect(result.current.pdf?.url).toBe("blob:test/1");
    await settle();
    expect(render).toHaveBeenCalledTimes(2);
    expect(render).toHaveBeenLastCalledWith({ name: "山田太郎" });
    expect(result.current.pdf).toEqual({ url: "blob:test/2", size: 400, pageCount: 2 });
    expect(revoked).toEqual(["blob:test/1"]);

    unmount();
    expect(revoked).toEqual(["blob:test/1", "blob:test/2"]);
  });

  it("ignores a late answer to an older request", async () => {
    let resolveFirst: (a: PreviewAnswer) => void = () => undefined;
    const render = vi
      .fn<(r: string) => Promise<PreviewAnswer>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementation(async () => answer(222));
    const { result, rerender } = renderHook(({ r }) => usePdfPreview(r, render), {
      initialProps: { r: "a" },
    });
    await settle();
    expect(result.current.phase).toBe("rendering");
    rerender({ r: "b" });
    await settle();
    await act(async () => resolveFirst(answer(111)));
    expect(result.current.pdf?.size).toBe(222);
    expect(created).toHaveLength(1);
  });

  it("says why a render failed and keeps the last PDF; asks nothing for unusable values", async () => {
    const render = vi
      .fn<(r: string) => Promise<PreviewAnswer>>()
      .mockResolvedValueOnce(answer(100))
      .mockRejectedValueOnce(new Error("【宛名】宛名を入力してください"));
    const { result, rerender } = renderHook(
      ({ r }: { r: string | null }) => usePdfPreview(r, render),
      { initialProps: { r: "a" as string | null } },
    );
    await settle();
    rerender({ r: "b" });
    await settle();
    expect(result.current).toMatchObject({
      phase: "failed",
      error: "【宛名】宛名を入力してください",
      pdf: { size: 100 },
    });
    rerender({ r: null });
    await settle();
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe("pdf-blob", () => {
  it("decodes base64 into a PDF blob and names pages and size", async () => {
    vi.useRealTimers();
    const blob = base64ToBlob(PDF);
    expect(blob.type).toBe("application/pdf");
    // jsdom's Blob has no text(): read it as the browser's FileReader does.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(text).toBe("%PDF-1.7 test");
    expect(previewFacts(3, 150 * 1024)).toBe("3ページ・150 KB");
  });
});
