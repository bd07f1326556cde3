import { site, type DonorReport, type ReportRange } from '@church/contracts';
import { renderEmail, type MailMessage } from '../mail';
import { formatCents, formatPeriod } from './report-range';

/** 'contribution-statement-2026-01-01-to-2026-03-31.pdf'. */
export const statementFileName = (range: ReportRange) =>
  `contribution-statement-${range.startDate}-to-${range.endDate}.pdf`;

/** The e-mail that carries a donor's contribution statement as a PDF attachment. */
export function taxReceiptMail(
  report: DonorReport & { donor: { email: string } },
  range: ReportRange,
  pdf: Buffer,
  publicUrl: string,
): MailMessage {
  const content = renderEmail({
    subject: `Your contribution statement from ${site.name}`,
    greeting: `Dear ${report.donor.name},`,
    paragraphs: [
      `Thank you for your generosity. Attached is your contribution statement for ${formatPeriod(range)}: ` +
        `${report.gifts.length} ${report.gifts.length === 1 ? 'gift' : 'gifts'}, ${formatCents(Math.round(report.total * 100))} in all.`,
      'Please keep it with your tax records.',
    ],
    action: { label: 'See your giving history', url: `${publicUrl}/account/givings-history` },
    closing: 'With gratitude,',
  });
  return {
    to: report.donor.email,
    ...content,
    attachments: [{ filename: statementFileName(range), contentType: 'application/pdf', content: pdf }],
  };
}
