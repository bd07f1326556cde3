import type { EventsReport, ReportRange } from '@church/contracts';
import type { Locale } from '../../lib/i18n';
import { ensureSpace, pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import type { GiftsSummary } from './reports.service';

/** The events report as a PDF: a table per month, the same rows as the page shows. */
export function eventsReportPdf(report: EventsReport, range: ReportRange, locale: Locale): Promise<Buffer> {
  const { t } = locale;
  return renderPdf({ title: t('api.report.events.title'), subtitle: locale.period(range), locale }, (doc) => {
    if (report.months.length === 0) {
      doc.text(t('api.report.events.none'));
      return;
    }
    for (const { month, events } of report.months) {
      // A month's name, its table's header and a first row stay together.
      ensureSpace(doc, 110);
      pdfHeading(doc, locale.month(month));
      pdfTable(doc, {
        columns: [
          { header: t('api.report.date'), width: 0.13 },
          { header: t('api.report.time'), width: 0.25 },
          { header: t('api.report.title'), width: 0.24 },
          { header: t('api.report.group'), width: 0.14 },
          { header: t('api.report.location'), width: 0.24 },
        ],
        rows: events.map((event) => [
          locale.date(event.startDate),
          `${locale.time(event.startDate)} – ${locale.time(event.endDate)}`,
          event.title,
          event.groupName ?? '',
          event.location,
        ]),
      });
    }
  });
}

/** The gifts report as a PDF: every donor's totals by giving type, then the grand totals. */
export function giftsReportPdf(summary: GiftsSummary, range: ReportRange, locale: Locale): Promise<Buffer> {
  const { t, money } = locale;
  return renderPdf({ title: t('api.report.gifts.title'), subtitle: locale.period(range), locale }, (doc) => {
    const { donors, givingTypes, totals } = summary;
    pdfHeading(doc, t('api.report.gifts.totals'));
    pdfTable(doc, {
      columns: [
        { header: t('api.report.givingType'), width: 0.7 },
        { header: t('api.report.amount'), width: 0.3, align: 'right' },
      ],
      rows: [
        ...givingTypes.map((type) => [
          type.name,
          money(totals.byType.find((total) => total.givingTypeId === type.id)?.amount ?? 0),
        ]),
        [t('api.report.gifts.online'), money(totals.online)],
        [t('api.report.gifts.offline'), money(totals.offline)],
      ],
      footer: [t('api.report.gifts.grandTotal'), money(totals.overall)],
    });
    // Apart from the gifts: what donors added so the church received them whole.
    if (totals.fees) {
      doc.text(t('api.report.gifts.feesCovered', { amount: money(totals.fees) }), pdfLayout.margin);
      doc.moveDown();
    }

    pdfHeading(doc, t('api.report.gifts.donors'));
    if (donors.length === 0) {
      doc.text(t('api.report.gifts.none'), pdfLayout.margin);
      return;
    }
    // Donor and e-mail share a cell, so any number of giving types still fits the width.
    const typeWidth = Math.min(0.14, 0.6 / Math.max(1, givingTypes.length));
    const donorWidth = 1 - typeWidth * givingTypes.length - 0.14;
    pdfTable(doc, {
      columns: [
        { header: t('api.report.gifts.donor'), width: donorWidth },
        ...givingTypes.map((type) => ({ header: type.name, width: typeWidth, align: 'right' as const })),
        { header: t('api.report.total'), width: 0.14, align: 'right' },
      ],
      rows: donors.map((donor) => [
        donor.email ? `${donor.name}\n${donor.email}` : donor.name,
        ...givingTypes.map((type) => {
          const amount = donor.byType.find((entry) => entry.givingTypeId === type.id)?.amount;
          return amount ? money(amount) : '';
        }),
        money(donor.total),
      ]),
      footer: [
        t('api.report.gifts.grandTotal'),
        ...givingTypes.map((type) => money(totals.byType.find((total) => total.givingTypeId === type.id)?.amount ?? 0)),
        money(totals.overall),
      ],
    });
  });
}
