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

/** Renders one of the eight documents as an A4 PDF with Noto Sans JP subset into it. */
export async function renderDocument(data: DocumentData): Promise<Uint8Array> {
  const title = documentTypeLabels[data.documentType];
  const layout = documentLayouts[data.documentType];
  const doc = await PDFDocument.create();
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
  return doc.save();
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
