import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
// Upstream fontkit 1.9: the @pdf-lib/fontkit fork drops most Japanese glyphs when it subsets.
import fontkit from "fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

export interface FormFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const require = createRequire(import.meta.url);
const fontFiles = {
  regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
} as const;

type FontBytes = Record<keyof FormFonts, Uint8Array>;
/** The two TTFs are ~5 MB each: read once per process, shared by every document. */
let fontBytes: Promise<FontBytes> | undefined;

function loadFontBytes(): Promise<FontBytes> {
  fontBytes ??= Promise.all([
    readFile(require.resolve(fontFiles.regular)),
    readFile(require.resolve(fontFiles.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = undefined; // let the next document try again
      throw error;
    },
  );
  return fontBytes;
}

/** Embeds Noto Sans JP regular and bold, subset to the glyphs the document draws. */
export async function embedFormFonts(doc: PDFDocument): Promise<FormFonts> {
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
  ]);
  return { regular, bold };
}
