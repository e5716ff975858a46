import type { PDFFont } from "pdf-lib";
import { CONTENT_WIDTH, MARGIN, PageFlow, SHADE, lineHeight } from "./page-flow";
import { charWidthOf, wrapText } from "./text-wrap";

export interface TableColumn {
  /** Share of the table's width (the shares need not add up to anything in particular). */
  share: number;
  align?: "left" | "center" | "right";
  /** A shaded column of field names (項目名), as in the facts table. */
  label?: boolean;
}

export interface TableSpec {
  columns: TableColumn[];
  /** Column titles, shaded, repeated at the top of every page the table spans. */
  header?: string[];
  /** A row with fewer cells than columns stretches its last cell over the rest. */
  rows: string[][];
  size?: number;
  /** Lines every body row has at least: room to write by hand. */
  minLines?: number;
  /**
   * Split a row at the page end whenever a few lines still fit (long text such as 備考). Without
   * it a row moves whole to the next page, and is split only when taller than a page.
   */
  flowRows?: boolean;
}

const PADDING = 3.5;
/** Lines of a split row that must stay together at the bottom of a page. */
const MIN_SPLIT_LINES = 2;

/** A bordered table whose cells wrap their text; it continues on further pages as needed. */
export function drawTable(flow: PageFlow, spec: TableSpec): void {
  const size = spec.size ?? 9;
  const lines = lineHeight(size);
  const totalShare = spec.columns.reduce((sum, column) => sum + column.share, 0);
  const widths = spec.columns.map((column) => (column.share / totalShare) * CONTENT_WIDTH);
  const measure = {
    regular: charWidthOf(flow.fonts.regular, size),
    bold: charWidthOf(flow.fonts.bold, size),
  };
  const cellWidths = (count: number) => [
    ...widths.slice(0, count - 1),
    widths.slice(count - 1).reduce((sum, width) => sum + width, 0),
  ];
  const wrapRow = (cells: string[], bold: boolean) =>
    cellWidths(Math.max(cells.length, 1)).map((width, i) =>
      wrapText(cells[i] ?? "", width - 2 * PADDING, bold ? measure.bold : measure.regular),
    );
  const rowHeight = (cells: string[][], minLines: number) =>
    Math.max(minLines, ...cells.map((cell) => cell.length)) * lines + 2 * PADDING;

  const header = spec.header ? wrapRow(spec.header, true) : null;
  const headerHeight = header ? rowHeight(header, 1) : 0;
  const drawHeader = () => header && drawRow(header, { bold: true, shaded: true, minLines: 1 });
  const startPage = () => {
    flow.newPage();
    drawHeader();
  };

  const drawRow = (
    cells: string[][],
    style: { bold?: boolean; shaded?: boolean; minLines: number },
  ) => {
    const height = rowHeight(cells, style.minLines);
    const font: PDFFont = style.bold ? flow.fonts.bold : flow.fonts.regular;
    const rowWidths = cellWidths(cells.length);
    let x = MARGIN.left;
    cells.forEach((cellLines, i) => {
      const column = spec.columns[i]!;
      const width = rowWidths[i]!;
      flow.box(x, flow.y, width, height, style.shaded || column.label ? SHADE : undefined);
      cellLines.forEach((line, n) => {
        const top = flow.y - PADDING - n * lines;
        const textStyle = { font: column.label ? flow.fonts.bold : font, size };
        const align = style.shaded ? "center" : (column.align ?? "left");
        if (align === "center") flow.textCentred(line, x, x + width, top, textStyle);
        else if (align === "right") flow.textRight(line, x + width - PADDING, top, textStyle);
        else flow.text(line, x + PADDING, top, textStyle);
      });
      x += width;
    });
    flow.y -= height;
  };

  const bodyMinLines = spec.minLines ?? 1;
  const firstRow = spec.rows[0] ? rowHeight(wrapRow(spec.rows[0], false), bodyMinLines) : 0;
  flow.ensure(headerHeight + Math.min(firstRow, 2 * PADDING + MIN_SPLIT_LINES * lines));
  drawHeader();
  for (const row of spec.rows) {
    let rest = wrapRow(row, false);
    for (;;) {
      const height = rowHeight(rest, bodyMinLines);
      if (height <= flow.room) {
        drawRow(rest, { minLines: bodyMinLines });
        break;
      }
      const tallerThanPage = height > PageFlow.fullPage - headerHeight;
      const fitting = Math.floor((flow.room - 2 * PADDING) / lines);
      if ((spec.flowRows || tallerThanPage) && fitting >= MIN_SPLIT_LINES) {
        drawRow(
          rest.map((cell) => cell.slice(0, fitting)),
          { minLines: 1 },
        );
        rest = rest.map((cell) => cell.slice(fitting));
        // All text placed (only the handwriting room did not fit): no empty row on a new page.
        if (rest.every((cell) => cell.length === 0)) break;
      }
      startPage();
    }
  }
}
