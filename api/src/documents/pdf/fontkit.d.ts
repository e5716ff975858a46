// fontkit 1.9 ships no types; pdf-lib only needs the object it registers, so type it as that.
declare module "fontkit" {
  import type { PDFDocument } from "pdf-lib";

  const fontkit: Parameters<PDFDocument["registerFontkit"]>[0];
  export default fontkit;
}
