import { ensureSpace, pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import { printLabels, type PrintedPlan } from './print.layout';

const widths = [0.06, 0.16, 0.54, 0.1, 0.14] as const;

/** The plan as a PDF through the shared kit: church name and page numbers on every page. */
export function planPdf(plan: PrintedPlan): Promise<Buffer> {
  const labels = printLabels(plan.locale);
  const columns = plan.columns.map((header, i) => ({
    header,
    width: widths[i] ?? 0,
    ...(i === widths.length - 1 ? { align: 'right' as const } : {}),
  }));
  return renderPdf({ title: plan.title, subtitle: plan.dateLine, locale: plan.locale }, (doc) => {
    pdfHeading(doc, labels.items);
    if (plan.rows.length === 0) doc.text(labels.noItems).moveDown();
    else
      pdfTable(doc, {
        columns,
        // A description sits under its title, in the same row, so it never strays onto another page.
        rows: plan.rows.map(({ cells, description }) =>
          description ? cells.map((cell, i) => (i === 2 ? `${cell}\n${description}` : cell)) : cells,
        ),
        footer: ['', '', labels.total, '', plan.totalLength],
      });

    pdfHeading(doc, labels.notes);
    if (plan.notes.length === 0) doc.text(labels.noNotes);
    for (const note of plan.notes) {
      ensureSpace(doc, 30);
      doc.font(pdfLayout.font).fontSize(pdfLayout.textSize).text(note, pdfLayout.margin).moveDown(0.6);
    }
  });
}
