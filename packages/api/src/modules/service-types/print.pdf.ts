import { ensureSpace, pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import { printLabels, type PrintedPlan } from './print.layout';

// Number, [start,] kind, title, key, length: a dated plan's start time takes from the title.
const undatedWidths = [0.06, 0.16, 0.54, 0.1, 0.14] as const;
const datedWidths = [0.06, 0.12, 0.14, 0.44, 0.1, 0.14] as const;

/** The plan as a PDF through the shared kit: church name and page numbers on every page. */
export function planPdf(plan: PrintedPlan): Promise<Buffer> {
  const labels = printLabels(plan.locale);
  const widths = plan.dated ? datedWidths : undatedWidths;
  const titleAt = plan.dated ? 3 : 2;
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
          description ? cells.map((cell, i) => (i === titleAt ? `${cell}\n${description}` : cell)) : cells,
        ),
        footer: plan.columns.map((_, i) =>
          i === titleAt ? labels.total : i === plan.columns.length - 1 ? plan.totalLength : '',
        ),
      });

    pdfHeading(doc, labels.notes);
    if (plan.notes.length === 0) doc.text(labels.noNotes);
    for (const note of plan.notes) {
      ensureSpace(doc, 30);
      doc.font(pdfLayout.font).fontSize(pdfLayout.textSize).text(note, pdfLayout.margin).moveDown(0.6);
    }
  });
}
