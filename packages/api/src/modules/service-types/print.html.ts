import { site } from '@church/contracts';
import { escapeHtml } from '../../lib/escape-html';
import { printLabels, type PrintedPlan } from './print.layout';

const labelsOf = (plan: PrintedPlan) => printLabels(plan.locale);

// Self-contained (no scripts, no outside files) so the download prints the same anywhere.
const styles = `
  :root { color: #1f2933; font: 11pt/1.45 Helvetica, Arial, sans-serif; }
  body { max-width: 52rem; margin: 2rem auto; padding: 0 1.5rem; }
  .church { margin: 0; color: #52606d; font-weight: bold; font-size: 9pt; }
  h1 { margin: 0.25rem 0 0; font-size: 20pt; }
  .date { margin: 0.25rem 0 1.5rem; color: #52606d; }
  h2 { margin: 1.5rem 0 0.5rem; font-size: 13pt; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 0.35rem 0.5rem; border-bottom: 1px solid #c5ccd6; text-align: left; vertical-align: top; }
  th { background: #eef1f5; }
  .number, .length { text-align: right; white-space: nowrap; }
  .start { white-space: nowrap; }
  .description { display: block; color: #52606d; white-space: pre-wrap; }
  tfoot td { font-weight: bold; border-bottom: none; }
  .note { white-space: pre-wrap; margin: 0 0 0.75rem; }
  @page { size: letter; margin: 0.75in; @bottom-right { content: PAGE_COUNTER; font: 9pt Helvetica, Arial, sans-serif; color: #52606d; } }
  @media print {
    :root { font-size: 10pt; }
    body { max-width: none; margin: 0; padding: 0; }
    thead { display: table-header-group; }
    tr, .note { break-inside: avoid; }
    h2 { break-after: avoid; }
  }
`;

function itemsTable(plan: PrintedPlan): string {
  const printLabels = labelsOf(plan);
  if (plan.rows.length === 0) return `<p>${printLabels.noItems}</p>`;
  // The number first, then the start time when the plan is dated; the length last.
  const titleAt = plan.dated ? 3 : 2;
  const last = plan.columns.length - 1;
  const classOf = (i: number) =>
    i === 0 ? ' class="number"' : i === last ? ' class="length"' : plan.dated && i === 1 ? ' class="start"' : '';
  const rows = plan.rows.map(({ cells, description }) => {
    const detail = description ? `<span class="description">${escapeHtml(description)}</span>` : '';
    const tds = cells.map((cell, i) => `<td${classOf(i)}>${escapeHtml(cell)}${i === titleAt ? detail : ''}</td>`);
    return `<tr>${tds.join('')}</tr>`;
  });
  const headers = plan.columns.map((header, i) => `<th${classOf(i)} scope="col">${escapeHtml(header)}</th>`);
  const footer = plan.columns.map((_, i) =>
    i === titleAt
      ? `<td>${printLabels.total}</td>`
      : i === last
        ? `<td class="length">${escapeHtml(plan.totalLength)}</td>`
        : '<td></td>',
  );
  return [
    '<table>',
    `<thead><tr>${headers.join('')}</tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot><tr>${footer.join('')}</tr></tfoot>`,
    '</table>',
  ].join('\n');
}

/** The plan as one printable HTML document; every value from the database is escaped. */
export function planHtml(plan: PrintedPlan): string {
  const printLabels = labelsOf(plan);
  const notes =
    plan.notes.length === 0
      ? `<p>${printLabels.noNotes}</p>`
      : plan.notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${plan.locale.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(plan.title)}</title>
<style>${styles.replace('PAGE_COUNTER', plan.locale.t('api.print.pageCss'))}</style>
</head>
<body>
<header>
<p class="church">${escapeHtml(site.name)}</p>
<h1>${escapeHtml(plan.title)}</h1>
<p class="date">${escapeHtml(plan.dateLine)}</p>
</header>
<main>
<h2>${printLabels.items}</h2>
${itemsTable(plan)}
<h2>${printLabels.notes}</h2>
${notes}
</main>
</body>
</html>
`;
}
