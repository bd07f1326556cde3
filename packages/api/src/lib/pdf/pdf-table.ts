import { ensureSpace, pdfLayout, type PdfDoc } from './pdf-document';

export interface PdfColumn {
  header: string;
  /** Share of the page's width; the shares of a table add up to 1. */
  width: number;
  /** Amounts are right-aligned. */
  align?: 'left' | 'right';
}

export interface PdfTableOptions {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** A bold last line (totals), kept on the same page as the row above it. */
  footer?: readonly string[];
}

const cellPadding = 4;

/**
 * A table that breaks across pages, repeating its header row on each one. Rows grow to fit
 * wrapped text and never split across a page break.
 */
export function pdfTable(doc: PdfDoc, { columns, rows, footer }: PdfTableOptions): void {
  const left = pdfLayout.margin;
  const tableWidth = doc.page.width - 2 * pdfLayout.margin;
  const widths = columns.map((column) => column.width * tableWidth);
  const widthOf = (i: number) => widths[i] ?? 0;

  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(pdfLayout.textSize);
    const heights = cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widthOf(i) - 2 * cellPadding }));
    return Math.max(...heights) + 2 * cellPadding;
  };

  const drawRow = (cells: readonly string[], font: string, shaded: boolean) => {
    const height = rowHeight(cells, font);
    const top = doc.y;
    if (shaded) doc.rect(left, top, tableWidth, height).fill('#eef1f5');
    doc.fillColor('black').font(font).fontSize(pdfLayout.textSize);
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + cellPadding, top + cellPadding, {
        width: widthOf(i) - 2 * cellPadding,
        align: columns[i]?.align ?? 'left',
      });
      x += widthOf(i);
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + tableWidth, top + height)
      .lineWidth(0.5)
      .strokeColor('#c5ccd6')
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };

  const headers = columns.map((column) => column.header);
  const drawHeader = () => drawRow(headers, pdfLayout.boldFont, true);

  ensureSpace(doc, rowHeight(headers, pdfLayout.boldFont) + (rows[0] ? rowHeight(rows[0], pdfLayout.font) : 0));
  drawHeader();
  const all = footer ? [...rows, footer] : rows;
  all.forEach((cells, i) => {
    const isFooter = footer !== undefined && i === all.length - 1;
    const font = isFooter ? pdfLayout.boldFont : pdfLayout.font;
    if (doc.y + rowHeight(cells, font) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawHeader();
    }
    drawRow(cells, font, false);
  });
  doc.moveDown();
}
