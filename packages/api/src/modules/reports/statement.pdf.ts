import { formatAddress, formatDate, site, type DonorReport, type ReportRange } from '@church/contracts';
import { pdfHeading, pdfLayout, pdfTable, renderPdf } from '../../lib/pdf';
import { formatPeriod } from './report-range';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * IRS Publication 1771's written acknowledgment: a donor may deduct a gift of $250 or more only
 * with a statement saying whether goods or services were given in return. Ours gave none.
 */
export const noGoodsOrServicesStatement =
  'No goods or services were provided in exchange for these contributions; the only benefits ' +
  'received were intangible religious benefits.';

/**
 * A contribution statement (tax receipt) as IRS Publication 1771 asks: the church's name and
 * address, the donor's name and address, each contribution's date and amount in the period,
 * the total, and the statement about goods or services.
 */
export function statementPdf(report: DonorReport, range: ReportRange, timeZone: string): Promise<Buffer> {
  return renderPdf({ title: 'Contribution statement', subtitle: formatPeriod(range) }, (doc) => {
    const left = pdfLayout.margin;
    const half = (doc.page.width - 2 * left) / 2;
    const top = doc.y;
    doc.font(pdfLayout.boldFont).text('From', left, top, { width: half - 10 });
    doc.font(pdfLayout.font).text(site.name, { width: half - 10 });
    doc.text(formatAddress(site.address), { width: half - 10 });
    doc.text(`${site.phone} · ${site.email}`, { width: half - 10 });
    const leftBottom = doc.y;

    doc.font(pdfLayout.boldFont).text('Donor', left + half, top, { width: half });
    doc.font(pdfLayout.font).text(report.donor.name, { width: half });
    doc.text(report.donor.address ?? 'No postal address on file', { width: half });
    if (report.donor.email) doc.text(report.donor.email, { width: half });
    doc.x = left;
    doc.y = Math.max(leftBottom, doc.y);
    doc.moveDown();

    pdfHeading(doc, 'Contributions');
    pdfTable(doc, {
      columns: [
        { header: 'Date', width: 0.2 },
        { header: 'Giving type', width: 0.35 },
        { header: 'Method', width: 0.2 },
        { header: 'Amount', width: 0.25, align: 'right' },
      ],
      rows: report.gifts.map((gift) => [
        formatDate(gift.paidAt, timeZone),
        gift.givingTypeName,
        gift.method,
        money.format(gift.amount),
      ]),
      footer: ['Total', '', '', money.format(report.total)],
    });

    doc.font(pdfLayout.boldFont).text(noGoodsOrServicesStatement, left);
    doc.moveDown();
    doc
      .font(pdfLayout.font)
      .fillColor(pdfLayout.mutedColor)
      .text(
        `${site.name} is a church described in section 170(c) of the Internal Revenue Code. Please keep ` +
          'this statement with your tax records.',
        left,
      )
      .fillColor('black');
  });
}
