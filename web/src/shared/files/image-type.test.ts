import { describe, expect, it } from "vitest";
import { checkedImageBlob, checkedImageType } from "./image-type";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe("checkedImageType: a photo by its leading bytes", () => {
  it.each([
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ["image/png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a])],
    ["image/webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["image/heic", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0])],
  ])("knows %s", (type, head) => {
    expect(checkedImageType(head)).toBe(type);
  });

  it.each([
    ["an SVG with a script", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>')],
    ["HTML", bytes("<!doctype html><script>alert(1)</script>")],
    ["a PDF", bytes("%PDF-1.7\n")],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0])],
    ["too few bytes", bytes([0xff, 0xd8])],
  ])("refuses %s", (_name, head) => {
    expect(checkedImageType(head)).toBeUndefined();
  });

  it("makes a Blob only of a checked type, whatever the server called it", () => {
    const png = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(checkedImageBlob(png.buffer)?.type).toBe("image/png");
    expect(checkedImageBlob(bytes("<html><script>x</script></html>").buffer)).toBeUndefined();
  });
});
