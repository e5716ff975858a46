import { describe, expect, it } from "vitest";
import { fittedSize, jpegName, shrinkPhoto } from "./shrink-photo";

describe("fittedSize", () => {
  it("brings the long side down to 1,600 px, keeping the proportions", () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
  it("never enlarges a small photo", () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe("jpegName", () => {
  it("names the JPEG after the photo", () => {
    expect(jpegName("IMG_0001.HEIC")).toBe("IMG_0001.jpg");
    expect(jpegName("現場.写真.png")).toBe("現場.写真.jpg");
    expect(jpegName("noext")).toBe("noext.jpg");
  });
});

describe("shrinkPhoto", () => {
  it("sends the file itself when the browser cannot decode it", async () => {
    const file = new File([new Uint8Array(10)], "broken.jpg", { type: "image/jpeg" });
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
