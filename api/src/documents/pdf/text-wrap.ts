import type { PDFFont } from "pdf-lib";

/** Joins fields with the full-width space (全角空白) Japanese forms separate them with. */
export const joinWide = (...parts: string[]) => parts.join("\u3000");

/** Width of one character (a code point) at the size being laid out. */
export type CharWidth = (char: string) => number;

/** Characters a Japanese line must not start with (行頭禁則), kept to the common ones. */
const noLineStart = new Set([
  ..."、。，．・：；？！）」』】〕〉》ー々ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ,.:;!?)]%",
]);
const wordChar = /^[A-Za-z0-9@._\-/]$/;
/** Longest Latin word that is moved whole to the next line rather than broken. */
const maxKeptWord = 16;

/**
 * Breaks text into lines no wider than maxWidth. Japanese breaks between any two characters; a
 * short Latin word stays whole; closing punctuation never starts a line. Nothing is dropped: the
 * lines joined (plus the input's own line breaks) give the text back, less the spaces at breaks.
 */
export function wrapText(text: string, maxWidth: number, widthOf: CharWidth): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, widthOf));
}

function wrapParagraph(paragraph: string, maxWidth: number, widthOf: CharWidth): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  let width = 0;
  for (const char of paragraph) {
    const charWidth = widthOf(char);
    if (line.length > 0 && width + charWidth > maxWidth) {
      const carried = carryOver(
        line,
        char,
        (chars) => chars.reduce((sum, c) => sum + widthOf(c), 0) <= maxWidth,
      );
      lines.push(line.join("").trimEnd());
      line = carried;
      width = line.reduce((sum, c) => sum + widthOf(c), 0);
      if (line.length === 0 && char === " ") continue;
    }
    line.push(char);
    width += charWidth;
  }
  lines.push(line.join("").trimEnd());
  return lines;
}

/**
 * Takes off the end of `line` what must move down with `next` (a word or one 禁則 character),
 * only when that still fits a line (`fits`), so a narrow box never overflows.
 */
function carryOver(line: string[], next: string, fits: (chars: string[]) => boolean): string[] {
  if (wordChar.test(next)) {
    const space = line.lastIndexOf(" ");
    const word = line.slice(space + 1);
    const whole = space >= 0 && word.length < maxKeptWord && word.every((c) => wordChar.test(c));
    if (whole && fits([...word, next])) {
      return line.splice(space).slice(1);
    }
  }
  if (noLineStart.has(next) && line.length > 1 && fits([...line.slice(-1), next])) {
    return line.splice(-1);
  }
  return [];
}

/** A cached per-character measure for one font and size (fontkit layout is slow per call). */
export function charWidthOf(font: PDFFont, size: number): CharWidth {
  const cache = new Map<string, number>();
  return (char) => {
    let width = cache.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, size);
      cache.set(char, width);
    }
    return width;
  };
}
