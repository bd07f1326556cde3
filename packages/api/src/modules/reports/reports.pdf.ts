import { formatDate, formatMonth, formatTime, type EventsReport, type ReportRange } from '@church/contracts';
import { ensureSpace, pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import { formatPeriod } from './report-range';
import type { GiftsSummary } from './reports.service';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (amount: number) => money.format(amount);

/** The events report as a PDF: a table per month, the same rows as the page shows. */
export function eventsReportPdf(report: EventsReport, range: ReportRange): Promise<Buffer> {
  return renderPdf({ title: 'Events report', subtitle: formatPeriod(range) }, (doc) => {
    if (report.months.length === 0) {
      doc.text('No events in this period.');
      return;
    }
    for (const { month, events } of report.months) {
      // A month's name, its table's header and a first row stay together.
      ensureSpace(doc, 110);
      pdfHeading(doc, formatMonth(month));
      pdfTable(doc, {
        columns: [
          { header: 'Date', width: 0.13 },
          { header: 'Time', width: 0.25 },
          { header: 'Title', width: 0.24 },
          { header: 'Group', width: 0.14 },
          { header: 'Location', width: 0.24 },
        ],
        rows: events.map((event) => {
          const zone = report.timeZone;
          return [
            formatDate(event.startDate, zone),
            `${formatTime(event.startDate, zone)} – ${formatTime(event.endDate, zone)}`,
            event.title,
            event.groupName ?? '',
            event.location,
          ];
        }),
      });
    }
  });
}

/** The gifts report as a PDF: every donor's totals by giving type, then the grand totals. */
export function giftsReportPdf(summary: GiftsSummary, range: ReportRange): Promise<Buffer> {
  return renderPdf({ title: 'Gifts report', subtitle: formatPeriod(range) }, (doc) => {
    const { donors, givingTypes, totals } = summary;
    pdfHeading(doc, 'Totals');
    pdfTable(doc, {
      columns: [
        { header: 'Giving type', width: 0.7 },
        { header: 'Amount', width: 0.3, align: 'right' },
      ],
      rows: [
        ...givingTypes.map((type) => [
          type.name,
          dollars(totals.byType.find((total) => total.givingTypeId === type.id)?.amount ?? 0),
        ]),
        ['Online (card)', dollars(totals.online)],
        ['Offline (cash, check, mail)', dollars(totals.offline)],
      ],
      footer: ['Grand total', dollars(totals.overall)],
    });

    pdfHeading(doc, 'Donors');
    if (donors.length === 0) {
      doc.text('No gifts in this period.', pdfLayout.margin);
      return;
    }
    // Donor and e-mail share a cell, so any number of giving types still fits the width.
    const typeWidth = Math.min(0.14, 0.6 / Math.max(1, givingTypes.length));
    const donorWidth = 1 - typeWidth * givingTypes.length - 0.14;
    pdfTable(doc, {
      columns: [
        { header: 'Donor', width: donorWidth },
        ...givingTypes.map((type) => ({ header: type.name, width: typeWidth, align: 'right' as const })),
        { header: 'Total', width: 0.14, align: 'right' },
      ],
      rows: donors.map((donor) => [
        donor.email ? `${donor.name}\n${donor.email}` : donor.name,
        ...givingTypes.map((type) => {
          const amount = donor.byType.find((entry) => entry.givingTypeId === type.id)?.amount;
          return amount ? dollars(amount) : '';
        }),
        dollars(donor.total),
      ]),
      footer: [
        'Grand total',
        ...givingTypes.map((type) =>
          dollars(totals.byType.find((total) => total.givingTypeId === type.id)?.amount ?? 0),
        ),
        dollars(totals.overall),
      ],
    });
  });
}
