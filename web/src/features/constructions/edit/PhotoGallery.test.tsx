import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/shared/list/test-render";
import { PhotoGallery } from "./PhotoGallery";

// Fluent's focus manager (tabster) walks dialogs with NodeFilter, which jsdom keeps on window.
Object.assign(globalThis, { NodeFilter: globalThis.NodeFilter ?? window.NodeFilter });

// Fluent's MessageBar measures itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

vi.mock("@/shared/id-token", () => ({ currentIdToken: () => Promise.resolve(null) }));

const file = (name: string, size: number, type = "image/jpeg") => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

afterEach(cleanup);

describe("PhotoGallery", () => {
  it("sends the photos it accepts and refuses one over 7 MB in Japanese", async () => {
    const onUpload = vi.fn(async () => true);
    renderAt(<PhotoGallery photos={[]} onUpload={onUpload} onDelete={() => undefined} />);
    const input = screen.getByLabelText("写真ファイル") as HTMLInputElement;
    expect(input.accept).toBe("image/*");
    expect(input.getAttribute("capture")).toBe("environment");
    expect(input.multiple).toBe(true);

    fireEvent.change(input, {
      target: { files: [file("ok.jpg", 1000), file("big.jpg", 10 * 1024 * 1024 + 1)] },
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "7 MB以下の写真を選択してください",
    );
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect((onUpload.mock.calls[0] as unknown as [File])[0].name).toBe("ok.jpg");
  });

  it("is read-only without the handlers", () => {
    renderAt(
      <PhotoGallery photos={[{ id: "1", fileName: "a.jpg", createdAt: "2026-11-26T00:00:00Z" }]} />,
    );
    expect(screen.queryByLabelText("写真ファイル")).toBeNull();
    expect(screen.queryByRole("button", { name: "a.jpgを削除" })).toBeNull();
  });
});
