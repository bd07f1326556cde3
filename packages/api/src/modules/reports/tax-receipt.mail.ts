import { site, type DonorReport, type ReportRange } from '@church/contracts';
import type { Locale } from '../../lib/i18n';
import { renderEmail, type MailMessage } from '../mail';

/** 'contribution-statement-2026-01-01-to-2026-03-31.pdf' (its words in the donor's language). */
export const statementFileName = (locale: Locale, range: ReportRange) =>
  locale.t('api.mail.statement.fileName', { start: range.startDate, end: range.endDate });

/** The e-mail that carries a donor's contribution statement as a PDF attachment, in `locale`. */
export function taxReceiptMail(
  locale: Locale,
  report: DonorReport & { donor: { email: string } },
  range: ReportRange,
  pdf: Buffer,
  publicUrl: string,
): MailMessage {
  const { t } = locale;
  const content = renderEmail(locale, {
    subject: t('api.mail.statement.subject', { church: site.name }),
    greeting: t('api.mail.statement.greeting', { name: report.donor.name }),
    paragraphs: [
      t('api.mail.statement.thanks', {
        period: locale.period(range),
        count: report.gifts.length,
        total: locale.money(Math.round(report.total * 100) / 100),
      }),
      t('api.mail.statement.keep'),
    ],
    action: { label: t('api.mail.statement.action'), url: `${publicUrl}/account/givings-history` },
    closing: t('api.mail.statement.closing'),
  });
  return {
    to: report.donor.email,
    ...content,
    attachments: [{ filename: statementFileName(locale, range), contentType: 'application/pdf', content: pdf }],
  };
}
