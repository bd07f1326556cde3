import { formatAddress, site, type DonorReport, type ReportRange } from '@church/contracts';
import type { Locale } from '../../lib/i18n';
import { pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import { taxWordingLines } from '../church-settings';

/**
 * A contribution statement (tax receipt) as IRS Publication 1771 asks: the church's name and
 * address, the donor's name and address, each contribution's date and amount in the period,
 * the total, and the statement about goods or services (a gift of $250 or more is deductible
 * only with it; ours gave none), or the church's own tax wording when an admin wrote one
 * (`churchTaxWording`, '' for the standard). In the donor's language (`locale`, on the church's clock).
 */
export function statementPdf(
  report: DonorReport,
  range: ReportRange,
  locale: Locale,
  churchTaxWording: string,
): Promise<Buffer> {
  const { t } = locale;
  return renderPdf({ title: t('api.statement.title'), subtitle: locale.period(range), locale }, (doc) => {
    const left = pdfLayout.margin;
    const half = (doc.page.width - 2 * left) / 2;
    const top = doc.y;
    doc.font(pdfLayout.boldFont).text(t('api.statement.from'), left, top, { width: half - 10 });
    doc.font(pdfLayout.font).text(site.name, { width: half - 10 });
    doc.text(formatAddress(site.address), { width: half - 10 });
    doc.text(`${site.phone} · ${site.email}`, { width: half - 10 });
    const leftBottom = doc.y;

    doc.font(pdfLayout.boldFont).text(t('api.statement.donor'), left + half, top, { width: half });
    doc.font(pdfLayout.font).text(report.donor.name, { width: half });
    doc.text(report.donor.address ?? t('api.statement.noAddress'), { width: half });
    if (report.donor.email) doc.text(report.donor.email, { width: half });
    doc.x = left;
    doc.y = Math.max(leftBottom, doc.y);
    doc.moveDown();

    pdfHeading(doc, t('api.statement.contributions'));
    pdfTable(doc, {
      columns: [
        { header: t('api.report.date'), width: 0.2 },
        { header: t('api.report.givingType'), width: 0.35 },
        { header: t('api.report.method'), width: 0.2 },
        { header: t('api.report.amount'), width: 0.25, align: 'right' },
      ],
      rows: report.gifts.map((gift) => [
        locale.date(gift.paidAt),
        gift.givingTypeName,
        gift.method,
        locale.money(gift.amount),
      ]),
      footer: [t('api.report.total'), '', '', locale.money(report.total)],
    });
    // Shown apart: what the donor added so the church received each whole gift.
    if (report.fees) {
      doc.font(pdfLayout.font).text(t('api.statement.feesCovered', { amount: locale.money(report.fees) }), left);
      doc.moveDown();
    }

    // The first sentence is the one a deduction rests on: bold; the rest muted.
    const [first, ...rest] = taxWordingLines(locale, churchTaxWording);
    doc.font(pdfLayout.boldFont).text(first ?? '', left);
    for (const line of rest) {
      doc.moveDown();
      doc.font(pdfLayout.font).fillColor(pdfLayout.mutedColor).text(line, left).fillColor('black');
    }
  });
}
