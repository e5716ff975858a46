import { documentTypeLabels } from "@cfx/domain/enumerations";
import { PDFDocument } from "pdf-lib";
import type { DocumentData } from "../document-data";
import { drawKi, drawParagraph } from "./blocks";
import { embedFormFonts } from "./fonts";
import { drawFormHeader } from "./form-header";
import { documentLayouts } from "./layouts";
import { A4, PageFlow } from "./page-flow";
import { drawSection } from "./sections";
import { joinWide } from "./text-wrap";

export interface RenderOptions {
  /**
   * The instant written as the PDF's creation and modification date (default: now). The demo
   * seed passes the day a document was issued: the same story then stores the same bytes.
   */
  at?: Date;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

/** Renders one of the eight documents as an A4 PDF with Noto Sans JP subset into it. */
export async function renderDocument(
  data: DocumentData,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  return (await renderPdf(data, options)).bytes;
}

/** `renderDocument` with its number of pages, counted while drawing instead of parsing it back. */
export async function renderPdf(
  data: DocumentData,
  options: RenderOptions = {},
): Promise<RenderedPdf> {
  const title = documentTypeLabels[data.documentType];
  const layout = documentLayouts[data.documentType];
  const doc = await PDFDocument.create();
  if (options.at) {
    doc.setCreationDate(options.at);
    doc.setModificationDate(options.at);
  }
  doc.setTitle(`${title} ${data.negotiationCode}`);
  doc.setAuthor(data.issuer.companyName);
  doc.setLanguage("ja-JP");
  const fonts = await embedFormFonts(doc);

  const flow = new PageFlow(doc, fonts, joinWide(title, data.negotiationCode));
  drawFormHeader(flow, data, title);
  drawParagraph(flow, layout.lead, { size: 10 });
  drawKi(flow);
  for (const section of layout.sections) drawSection(flow, section, data, layout);

  drawPageNumbers(flow);
  return { bytes: await doc.save(), pageCount: doc.getPageCount() };
}

/** 1 / N centred at the foot of every page, once the number of pages is known. */
function drawPageNumbers(flow: PageFlow): void {
  const pages = flow.doc.getPages();
  pages.forEach((page, i) => {
    const text = `${i + 1} / ${pages.length}`;
    const width = flow.fonts.regular.widthOfTextAtSize(text, 9);
    page.drawText(text, { x: (A4.width - width) / 2, y: 28, size: 9, font: flow.fonts.regular });
  });
}
