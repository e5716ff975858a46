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

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type ParsedFont = ReturnType<Fontkit["create"]>;

/**
 * fontkit, remembering the font it parsed for each of the two files. pdf-lib parses the font
 * again for every document (a 5 MB TTF: most of a document's time went into reading its tables
 * and the glyphs' outlines); a parsed font is only read afterwards (each document takes its own
 * subset of it), so one parse serves every document of the process and its glyphs stay decoded.
 */
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();
const cachingFontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** Embeds Noto Sans JP regular and bold, subset to the glyphs the document draws. */
export async function embedFormFonts(doc: PDFDocument): Promise<FormFonts> {
  doc.registerFontkit(cachingFontkit);
  const bytes = await loadFontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
  ]);
  return { regular, bold };
}
