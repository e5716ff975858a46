import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import type { FormFonts } from "./fonts";

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 44, bottom: 54, left: 50, right: 50 } as const;
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
export const INK = rgb(0.1, 0.1, 0.1);
export const SHADE = rgb(0.92, 0.92, 0.92);
export const SEAL_RED = rgb(0.8, 0.1, 0.1);
/** Height of the running header on continuation pages. */
const CONTINUATION_HEADER = 26;

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
}

/** Line box height for a font size: room for Noto's ascenders and descenders plus leading. */
export const lineHeight = (size: number) => size * 1.5;

/**
 * The writing position of a document: blocks are drawn from `y` downwards, and when one does not
 * fit above the bottom margin the flow moves to a new page (with a running header).
 */
export class PageFlow {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: FormFonts,
    private readonly runningHeader: string,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Space left on the current page. */
  get room(): number {
    return this.y - MARGIN.bottom;
  }

  /** Space a block has on a fresh continuation page: anything taller must be split. */
  static get fullPage(): number {
    return A4.height - MARGIN.top - CONTINUATION_HEADER - MARGIN.bottom;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
    this.text(`${this.runningHeader}（続き）`, MARGIN.left, this.y, { size: 8 });
    this.y -= CONTINUATION_HEADER;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (height > this.room) this.newPage();
  }

  /** Draws one line whose line box starts at `top` (not the baseline). */
  text(text: string, x: number, top: number, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    this.page.drawText(text, {
      x,
      y: top - size * 1.15,
      size,
      font: style.font ?? this.fonts.regular,
      color: style.color ?? INK,
    });
  }

  /** Draws one line right-aligned to `right`. */
  textRight(text: string, right: number, top: number, style: TextStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const width = font.widthOfTextAtSize(text, style.size ?? 10);
    this.text(text, right - width, top, style);
  }

  /** Draws one line centred between `left` and `right`. */
  textCentred(text: string, left: number, right: number, top: number, style: TextStyle = {}) {
    const font = style.font ?? this.fonts.regular;
    const width = font.widthOfTextAtSize(text, style.size ?? 10);
    this.text(text, left + (right - left - width) / 2, top, style);
  }

  /** A rectangle given by its top-left corner, as the layout measures from the top. */
  box(x: number, top: number, width: number, height: number, fill?: ReturnType<typeof rgb>) {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: INK,
      borderWidth: 0.6,
      ...(fill ? { color: fill } : {}),
    });
  }
}
