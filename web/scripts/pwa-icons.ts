// Draws the installed app's icons (web/public/icon-*.png, apple-touch-icon.png) from the favicon's
// design — Fluent's brand blue, a white arc over a dot — with nothing downloaded: each pixel is
// sampled 4 × 4 times against the shapes, and the PNG is written by hand (zlib from Node).
// The files are committed; run again only when the design changes:
//   node --import tsx web/scripts/pwa-icons.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

/** Fluent UI's webLightTheme brand colour (colorBrandBackground), as in favicon.svg. */
const BRAND = [0x0f, 0x6c, 0xbd] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

type Rgba = [number, number, number, number];

/**
 * The favicon (a 32-unit square) at (x, y) in its own units: the colour there, or none outside
 * the rounded square. `bleed`: the background fills the whole square (a maskable icon, which the
 * launcher crops to its own shape), and the drawing shrinks into the 80 % safe zone.
 */
function favicon(x: number, y: number, bleed: boolean): Rgba | undefined {
  if (bleed) {
    // Shrink about the centre so the arc and dot stay inside the maskable safe circle.
    x = 16 + (x - 16) / 0.7;
    y = 16 + (y - 16) / 0.7;
  } else if (!insideRoundedSquare(x, y, 32, 6)) {
    return undefined;
  }
  // The dot: circle at (16, 12), radius 3.
  if (Math.hypot(x - 16, y - 12) <= 3) return [...WHITE, 255];
  // The arc: favicon's `M6 22c6-10 14-10 20 0`, stroked 3 wide.
  if (distanceToArc(x, y) <= 1.5) return [...WHITE, 255];
  return [...BRAND, 255];
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** The cubic Bézier from (6, 22) via (12, 12) and (20, 12) to (26, 22), as 201 points. */
const ARC = Array.from({ length: 201 }, (_, i) => {
  const t = i / 200;
  const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
  return [6 * a + 12 * b + 20 * c + 26 * d, 22 * a + 12 * b + 12 * c + 22 * d] as const;
});

function distanceToArc(x: number, y: number): number {
  let best = Infinity;
  for (const [ax, ay] of ARC) best = Math.min(best, Math.hypot(x - ax, y - ay));
  return best;
}

/** RGBA pixels of the icon at `size` px, each the average of 4 × 4 samples (anti-aliased edges). */
export function drawIcon(size: number, bleed = false): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const colour = favicon(
            ((px + (sx + 0.5) / n) * 32) / size,
            ((py + (sy + 0.5) / n) * 32) / size,
            bleed,
          );
          if (!colour) continue;
          // Premultiplied, so a half-covered edge pixel is not darkened by the transparent part.
          for (let c = 0; c < 3; c += 1) sum[c]! += colour[c]! * (colour[3] / 255);
          sum[3]! += colour[3];
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = sum[3]! / (n * n);
      for (let c = 0; c < 3; c += 1)
        pixels[offset + c] = alpha ? Math.round((sum[c]! / (n * n)) * (255 / alpha)) : 0;
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `size` × `size` RGBA pixels: 8 bits per channel, colour type 6, no filtering. */
export function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    // Each scanline starts with its filter type, 0 (none).
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** File (in web/public/) → size and whether it is maskable (full bleed). */
export const ICONS: Record<string, { size: number; bleed: boolean }> = {
  "icon-192.png": { size: 192, bleed: false },
  "icon-512.png": { size: 512, bleed: false },
  "icon-maskable-512.png": { size: 512, bleed: true },
  // iOS adds its own rounded corners and shows transparency as black: full bleed there too.
  "apple-touch-icon.png": { size: 180, bleed: true },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
  for (const [file, { size, bleed }] of Object.entries(ICONS)) {
    writeFileSync(`${publicDir}${file}`, encodePng(size, drawIcon(size, bleed)));
    console.log(`${file}: ${size} × ${size}`);
  }
}
