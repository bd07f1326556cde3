import { ensureSpace, pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import { printLabels, type PrintedPlan } from './print.layout';

const columns = [
  { header: '#', width: 0.06 },
  { header: 'Kind', width: 0.16 },
  { header: 'Title', width: 0.54 },
  { header: 'Key', width: 0.1 },
  { header: 'Length', width: 0.14, align: 'right' },
] as const;

/** The plan as a PDF through the shared kit: church name and page numbers on every page. */
export function planPdf(plan: PrintedPlan): Promise<Buffer> {
  return renderPdf({ title: plan.title, subtitle: plan.dateLine }, (doc) => {
    pdfHeading(doc, printLabels.items);
    if (plan.rows.length === 0) doc.text(printLabels.noItems).moveDown();
    else
      pdfTable(doc, {
        columns,
        // A description sits under its title, in the same row, so it never strays onto another page.
        rows: plan.rows.map(({ cells, description }) =>
          description ? cells.map((cell, i) => (i === 2 ? `${cell}\n${description}` : cell)) : cells,
        ),
        footer: ['', '', printLabels.total, '', plan.totalLength],
      });

    pdfHeading(doc, printLabels.notes);
    if (plan.notes.length === 0) doc.text(printLabels.noNotes);
    for (const note of plan.notes) {
      ensureSpace(doc, 30);
      doc.font(pdfLayout.font).fontSize(pdfLayout.textSize).text(note, pdfLayout.margin).moveDown(0.6);
    }
  });
}
