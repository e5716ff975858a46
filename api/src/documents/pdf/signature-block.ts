import { drawHeading, drawParagraph } from "./blocks";
import { CONTENT_WIDTH, MARGIN, SHADE, lineHeight, type PageFlow } from "./page-flow";
import { rgb } from "pdf-lib";

const LABEL_WIDTH = 78;
const ADDRESS_HEIGHT = 34;
const NAME_HEIGHT = 52;
const SEAL_BOX = 52;
const FAINT = rgb(0.6, 0.6, 0.6);

/**
 * The customer's part of a contract or consent form: the statement they agree to, a date line,
 * and boxes for address, signature (署名) and seal (印). Kept together on one page.
 */
export function drawSignatureBlock(flow: PageFlow, statement: string): void {
  const heading = 8 + lineHeight(10.5) + 2;
  const height = heading + lineHeight(10) * 3 + 6 + ADDRESS_HEIGHT + NAME_HEIGHT;
  flow.ensure(height);
  drawHeading(flow, "お客様ご記入欄");
  drawParagraph(flow, statement, { size: 10 });
  flow.textRight("記入日　　　　　　年　　　月　　　日", MARGIN.left + CONTENT_WIDTH, flow.y, {
    size: 10,
  });
  flow.y -= lineHeight(10) + 6;

  const writeWidth = CONTENT_WIDTH - LABEL_WIDTH - SEAL_BOX - 8;
  labelledBox(flow, "ご住所", ADDRESS_HEIGHT, writeWidth + SEAL_BOX + 8);
  const nameTop = flow.y;
  labelledBox(flow, "ご署名", NAME_HEIGHT, writeWidth);
  flow.text("（自署）", MARGIN.left + LABEL_WIDTH + 4, nameTop - 2, { size: 7, color: FAINT });

  const sealX = MARGIN.left + CONTENT_WIDTH - SEAL_BOX;
  const sealTop = nameTop - (NAME_HEIGHT - SEAL_BOX) / 2;
  flow.box(sealX, sealTop, SEAL_BOX, SEAL_BOX);
  flow.textCentred("印", sealX, sealX + SEAL_BOX, sealTop - SEAL_BOX / 2 + 7, {
    size: 10,
    color: FAINT,
  });
}

/** A shaded label cell followed by an empty box to write in; moves the flow below it. */
function labelledBox(flow: PageFlow, label: string, height: number, writeWidth: number): void {
  flow.box(MARGIN.left, flow.y, LABEL_WIDTH, height, SHADE);
  flow.textCentred(label, MARGIN.left, MARGIN.left + LABEL_WIDTH, flow.y - height / 2 + 7, {
    font: flow.fonts.bold,
    size: 9.5,
  });
  flow.box(MARGIN.left + LABEL_WIDTH, flow.y, writeWidth, height);
  flow.y -= height;
}
