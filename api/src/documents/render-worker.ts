// What a render thread runs for each task: the same renderer as before, off the API's event loop.
import { PDFDocument } from "pdf-lib";
import type { DocumentData } from "./document-data";
import { embedFormFonts } from "./pdf/fonts";
import { renderPdf, type RenderedPdf } from "./pdf/render";

export type RenderTask =
  | {
      data: DocumentData;
      /** The PDF's creation date (render.ts `RenderOptions.at`); default now. */
      at?: Date;
    }
  /** Load the renderer and parse the fonts (fonts.ts keeps them), draw nothing. */
  | { warm: true };

export async function renderTask(task: RenderTask): Promise<RenderedPdf | undefined> {
  if ("warm" in task) {
    const fonts = await embedFormFonts(await PDFDocument.create());
    fonts.regular.widthOfTextAtSize("帳票", 10);
    fonts.bold.widthOfTextAtSize("帳票", 10);
    return undefined;
  }
  return renderPdf(task.data, { at: task.at });
}
