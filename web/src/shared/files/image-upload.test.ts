import { describe, expect, it } from "vitest";
import { blobToBase64, MAX_PHOTO_BYTES, photoProblem } from "./image-upload";

describe("photoProblem", () => {
  it("accepts an image up to 7 MB", () => {
    expect(photoProblem({ name: "a.jpg", size: MAX_PHOTO_BYTES, type: "image/jpeg" })).toBeNull();
  });

  it("refuses a larger one, another kind of file and an empty one, in Japanese", () => {
    expect(photoProblem({ name: "b.jpg", size: MAX_PHOTO_BYTES + 1, type: "image/jpeg" })).toBe(
      "b.jpg（7.0 MB）は大きすぎます。7 MB以下の写真を選択してください",
    );
    expect(photoProblem({ name: "c.pdf", size: 10, type: "application/pdf" })).toContain(
      "画像ではありません",
    );
    expect(photoProblem({ name: "d.png", size: 0, type: "image/png" })).toContain("空のファイル");
  });
});

describe("blobToBase64", () => {
  it("encodes the bytes, a large file too", async () => {
    expect(await blobToBase64(new Blob([new Uint8Array([0, 1, 2, 255])]))).toBe("AAEC/w==");
    const big = new Uint8Array(200_003).fill(65);
    const encoded = await blobToBase64(new Blob([big]));
    expect(atob(encoded)).toHaveLength(big.length);
  });
});
