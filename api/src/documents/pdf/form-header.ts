import { splitHonorific } from "@cfx/domain/documents";
import type { DocumentData } from "../document-data";
import { formatEraAndWesternDate } from "./era-date";
import { A4, CONTENT_WIDTH, MARGIN, SEAL_RED, lineHeight, type PageFlow } from "./page-flow";
import { charWidthOf, joinWide, wrapText } from "./text-wrap";

/**
 * Where the title's glyphs are, in points from the top of page 1: the tests look for their ink,
 * so nothing else (not even the underline) is drawn inside this band.
 */
export const TITLE_BAND = { top: 82, bottom: 108 } as const;
const TITLE_LINE_TOP = 80;
const TITLE_SIZE = 20;
const ISSUER_WIDTH = 215;
const SEAL_SIZE = 46;
const ADDRESSEE_WIDTH = 250;

/**
 * The top of page 1 in the manner of Japanese business forms: number and date top right, title
 * centred, addressee (様) on the left and the issuer with its seal box on the right.
 */
export function drawFormHeader(flow: PageFlow, data: DocumentData, title: string): void {
  const right = A4.width - MARGIN.right;
  const top = A4.height - MARGIN.top;
  flow.textRight(joinWide("文書番号", data.negotiationCode), right, top, { size: 9 });
  flow.textRight(joinWide("発行日", formatEraAndWesternDate(data.issueDate)), right, top - 13.5, {
    size: 9,
  });

  const titleTop = A4.height - TITLE_LINE_TOP;
  flow.textCentred(title, MARGIN.left, right, titleTop, {
    font: flow.fonts.bold,
    size: TITLE_SIZE,
  });
  const titleWidth = flow.fonts.bold.widthOfTextAtSize(title, TITLE_SIZE);
  const underlineY = titleTop - lineHeight(TITLE_SIZE) - 2;
  flow.page.drawLine({
    start: { x: (A4.width - titleWidth) / 2 - 12, y: underlineY },
    end: { x: (A4.width + titleWidth) / 2 + 12, y: underlineY },
    thickness: 0.8,
  });

  const blockTop = underlineY - 14;
  const addresseeBottom = drawAddressee(flow, data.addressee, blockTop);
  const issuerBottom = drawIssuer(flow, data.issuer, blockTop);
  flow.y = Math.min(addresseeBottom, issuerBottom) - 14;
}

function drawAddressee(flow: PageFlow, addressee: DocumentData["addressee"], top: number): number {
  const { bold, regular } = flow.fonts;
  let y = top;
  // One honorific (様, or 御中 when the name ends in it), however often it was typed; it never
  // goes to a line of its own: the name wraps short of it and it ends the last line.
  const split = splitHonorific(addressee.name);
  const honorific = joinWide("", split.honorific ?? "様");
  const nameWidth = ADDRESSEE_WIDTH - bold.widthOfTextAtSize(honorific, 13);
  const nameLines = wrapText(split.name, nameWidth, charWidthOf(bold, 13));
  for (const [i, line] of nameLines.entries()) {
    const text = i === nameLines.length - 1 ? line + honorific : line;
    flow.text(text, MARGIN.left, y, { font: bold, size: 13 });
    y -= lineHeight(13);
  }
  flow.page.drawLine({
    start: { x: MARGIN.left, y: y + 1 },
    end: { x: MARGIN.left + ADDRESSEE_WIDTH, y: y + 1 },
    thickness: 0.6,
  });
  y -= 4;
  for (const line of wrapText(addressee.address ?? "", ADDRESSEE_WIDTH, charWidthOf(regular, 9))) {
    if (line) flow.text(line, MARGIN.left, y, { size: 9 });
    y -= lineHeight(9);
  }
  return y;
}

function drawIssuer(flow: PageFlow, issuer: DocumentData["issuer"], top: number): number {
  const left = MARGIN.left + CONTENT_WIDTH - ISSUER_WIDTH;
  const textWidth = ISSUER_WIDTH - SEAL_SIZE - 6;
  const { bold, regular } = flow.fonts;
  let y = top;
  const write = (text: string, size: number, font = regular) => {
    for (const line of wrapText(text, textWidth, charWidthOf(font, size))) {
      flow.text(line, left, y, { font, size });
      y -= lineHeight(size);
    }
  };
  write(issuer.companyName, 10.5, bold);
  if (issuer.postalCode) write(`〒${formatPostalCode(issuer.postalCode)}`, 8.5);
  write(issuer.address, 8.5);
  write(`TEL ${issuer.phone}`, 8.5);
  drawSeal(flow, issuer.sealText, left + ISSUER_WIDTH - SEAL_SIZE, top);
  return Math.min(y, top - SEAL_SIZE);
}

/** The square 角印 box; the seal text shrinks until it fits inside. */
function drawSeal(flow: PageFlow, text: string, x: number, top: number): void {
  flow.page.drawRectangle({
    ...{ x, y: top - SEAL_SIZE, width: SEAL_SIZE, height: SEAL_SIZE },
    ...{ borderColor: SEAL_RED, borderWidth: 1.2 },
  });
  const inner = SEAL_SIZE - 6;
  let size = 11;
  let lines = wrapText(text, inner, charWidthOf(flow.fonts.bold, size));
  while (size > 4 && lines.length * lineHeight(size) > inner) {
    size -= 0.5;
    lines = wrapText(text, inner, charWidthOf(flow.fonts.bold, size));
  }
  let y = top - (SEAL_SIZE - lines.length * lineHeight(size)) / 2;
  for (const line of lines) {
    flow.textCentred(line, x, x + SEAL_SIZE, y, { font: flow.fonts.bold, size, color: SEAL_RED });
    y -= lineHeight(size);
  }
}

/** 1234567 → 123-4567; anything else is printed as given. */
export function formatPostalCode(code: string): string {
  const digits = code.replace(/[^0-9]/g, "");
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : code;
}
