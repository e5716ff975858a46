// A photo taken on site (#38): a phone camera's 4,000 × 3,000 JPEG, held upright (EXIF
// orientation 6: the sensor's picture is turned a quarter clockwise on display), is shrunk in
// the browser before upload — stored as a JPEG of at most 600 KB with its long side at 1,600 px —
// and arrives upright: 1,200 × 1,600 with the top of the scene at the top. On a slow uplink the
// bar under 写真を追加 counts the bytes as they go.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { signedInPage, shot } = session;
const CREW = "construction@example.jp";

type Photo = { fileName: string; mimeType: string; size: number };

/**
 * A noisy 4,000 × 3,000 JPEG drawn by the browser: red on the sensor's left half, blue on its
 * right (so, turned a quarter clockwise for display, red is on top), noise so it weighs what a
 * camera's photo weighs.
 */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const g = canvas.getContext("2d")!;
    const image = g.createImageData(4000, 3000);
    for (let i = 0; i < image.data.length; i += 4) {
      const x = (i / 4) % 4000;
      const noise = (Math.random() * 90) | 0;
      image.data[i] = x < 2000 ? 200 + (noise >> 1) : noise;
      image.data[i + 1] = noise;
      image.data[i + 2] = x < 2000 ? noise : 200 + (noise >> 1);
      image.data[i + 3] = 255;
    }
    g.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return withOrientation(Buffer.from(base64, "base64"), 6);
}

/** The JPEG with an EXIF APP1 segment right after its start marker saying `orientation`. */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  // TIFF header (little-endian), one IFD entry: tag 0x0112 Orientation, SHORT, count 1.
  const tiff = Buffer.from([
    0x49,
    0x49,
    0x2a,
    0x00,
    0x08,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x12,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    body,
    jpeg.subarray(2),
  ]);
}

describe("a photo from the phone's camera", () => {
  it("is stored shrunk to ≤ 600 KB and 1,600 px, upright", async () => {
    const { constructions } = (await session.graphql(
      `query { constructions(filter: { status: [3, 4] }, pageSize: 1) { items { id code } } }`,
      {},
      CREW,
    )) as { constructions: { items: { id: string; code: string }[] } };
    const c = constructions.items[0]!;
    const page = await signedInPage(CREW, { ...PHONE, path: `/constructions/${c.id}` });
    await page.getByRole("heading", { level: 1, name: `工事編集（${c.code}）` }).waitFor();
    const photo = await cameraJpeg(page);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);

    // A basement's signal: 1 Mbit/s up, so the shrunk photo takes a few seconds to send.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 4_000_000 / 8,
      uploadThroughput: 1_000_000 / 8,
    });
    const name = `camera-${Date.now()}.jpg`;
    await page
      .getByLabel("写真ファイル")
      .setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
    // The bar counts the bytes on their way: some percent between none and all.
    const sending = page.getByRole("status").filter({ hasText: "写真を送信中" });
    const percentShown = async () =>
      Number(/(\d+)%/.exec(await sending.innerText().catch(() => ""))?.[1] ?? 0);
    await expect.poll(percentShown, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
    const thumbnail = page.getByRole("img", { name });
    await thumbnail.waitFor({ timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const { construction } = (await session.graphql(
      `query ($id: ID!) { construction(id: $id) { attachments { fileName mimeType size } } }`,
      { id: c.id },
      CREW,
    )) as { construction: { attachments: Photo[] } };
    const stored = construction.attachments.find((a) => a.fileName === name)!;
    expect(stored.mimeType).toBe("image/jpeg");
    expect(stored.size).toBeLessThanOrEqual(600 * 1024);

    // Upright: portrait, and the scene's top (the sensor's left, red) at the top.
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1200);
    const look = await thumbnail.evaluate((element) => {
      const img = element as HTMLImageElement;
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext("2d")!;
      g.drawImage(img, 0, 0);
      const at = (y: number) => [...g.getImageData(600, y, 1, 1).data.slice(0, 3)];
      return { height: img.naturalHeight, top: at(200), bottom: at(1400) };
    });
    expect(look.height).toBe(1600);
    expect(look.top[0]!).toBeGreaterThan(look.top[2]! + 80);
    expect(look.bottom[2]!).toBeGreaterThan(look.bottom[0]! + 80);
    await shot(page, "field-photo");
  });
});
