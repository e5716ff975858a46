import { CONTENT_WIDTH, MARGIN, lineHeight, type PageFlow, type TextStyle } from "./page-flow";
import { charWidthOf, wrapText } from "./text-wrap";

/** Space kept under a heading so it never ends a page alone. */
const KEEP_WITH_HEADING = 48;

/** A section heading (■ 物件情報), with a little space above it. */
export function drawHeading(flow: PageFlow, text: string): void {
  flow.y -= 8;
  flow.ensure(lineHeight(10.5) + KEEP_WITH_HEADING);
  flow.text(`■ ${text}`, MARGIN.left, flow.y, { font: flow.fonts.bold, size: 10.5 });
  flow.y -= lineHeight(10.5) + 2;
}

/** Wrapped running text across the content width (or indented); flows onto further pages. */
export function drawParagraph(
  flow: PageFlow,
  text: string,
  options: TextStyle & { indent?: number } = {},
): void {
  const size = options.size ?? 10;
  const font = options.font ?? flow.fonts.regular;
  const indent = options.indent ?? 0;
  const height = lineHeight(size);
  for (const line of wrapText(text, CONTENT_WIDTH - indent, charWidthOf(font, size))) {
    flow.ensure(height);
    flow.text(line, MARGIN.left + indent, flow.y, { ...options, font, size });
    flow.y -= height;
  }
}

/** 「記」 centred, as Japanese business letters introduce their particulars. */
export function drawKi(flow: PageFlow): void {
  flow.y -= 4;
  flow.ensure(lineHeight(11) + KEEP_WITH_HEADING);
  flow.textCentred("記", MARGIN.left, MARGIN.left + CONTENT_WIDTH, flow.y, { size: 11 });
  flow.y -= lineHeight(11);
}
