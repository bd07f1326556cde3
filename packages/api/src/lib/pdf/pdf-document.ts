import { site } from '@church/contracts';
import PDFDocument from 'pdfkit';
import type { Locale } from '../i18n';

/** A pdfkit document with our page frame; draw on it with the helpers of this folder. */
export type PdfDoc = PDFKit.PDFDocument;

export interface PdfFrame {
  /** The document's title: in its metadata and under the church's name on the first page. */
  title: string;
  /** One line under the title (a period, a date). */
  subtitle?: string;
  /** The reader's language: the frame's words ("Page 1 of 2") and the document's language tag. */
  locale: Locale;
}

export const pdfLayout = {
  margin: 50,
  /** Space the running header takes at the top of every page. */
  headerHeight: 28,
  font: 'Helvetica',
  boldFont: 'Helvetica-Bold',
  textSize: 10,
  mutedColor: '#555555',
} as const;

/**
 * Renders a whole document in memory. Every page carries the church's name at the top and
 * "Page n of m" at the bottom; pages are buffered so the total is known when the numbers are
 * written. The standard PDF fonts are used, so nothing is read from disk and the text stays
 * extractable (tests and screen readers read it).
 */
export async function renderPdf(frame: PdfFrame, draw: (doc: PdfDoc) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: {
      top: pdfLayout.margin + pdfLayout.headerHeight,
      bottom: pdfLayout.margin,
      left: pdfLayout.margin,
      right: pdfLayout.margin,
    },
    bufferPages: true,
    info: { Title: frame.title, Author: site.name, Creator: site.name },
    lang: frame.locale.language === 'es' ? 'es-US' : 'en-US',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(pdfLayout.boldFont).fontSize(18).text(frame.title);
  if (frame.subtitle) doc.font(pdfLayout.font).fontSize(11).fillColor(pdfLayout.mutedColor).text(frame.subtitle);
  doc.fillColor('black').font(pdfLayout.font).fontSize(pdfLayout.textSize).moveDown();

  await draw(doc);
  stampPages(doc, frame.locale);
  doc.end();
  return finished;
}

function stampPages(doc: PdfDoc, locale: Locale): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const width = doc.page.width - 2 * pdfLayout.margin;
    // Writing inside the margins would make pdfkit add a page; lift them while stamping.
    const { top, bottom } = doc.page.margins;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    doc.font(pdfLayout.boldFont).fontSize(9).fillColor(pdfLayout.mutedColor);
    doc.text(site.name, pdfLayout.margin, pdfLayout.margin - 10, { width, lineBreak: false });
    doc.font(pdfLayout.font).fontSize(9);
    doc.text(
      locale.t('api.pdf.page', { page: index - range.start + 1, pages: range.count }),
      pdfLayout.margin,
      doc.page.height - pdfLayout.margin + 15,
      {
        width,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.page.margins.top = top;
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** A section heading that does not sit alone at the bottom of a page. */
export function pdfHeading(doc: PdfDoc, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.5).font(pdfLayout.boldFont).fontSize(13).fillColor('black').text(text, pdfLayout.margin);
  doc.font(pdfLayout.font).fontSize(pdfLayout.textSize).moveDown(0.3);
}

/** Starts a new page unless `height` points are left above the bottom margin. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
