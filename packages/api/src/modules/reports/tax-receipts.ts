import { reportMessages, type ReportRange } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import { localeFor } from '../../lib/i18n';
import type { AuditLog } from '../audit';
import type { Mailer } from '../mail';
import type { ReportsService } from './reports.service';
import { statementPdf } from './statement.pdf';
import { taxReceiptMail } from './tax-receipt.mail';

export type TaxReceipts = ReturnType<typeof createTaxReceipts>;

/** 'Send tax receipt': one donor's statement of the period, e-mailed as a PDF (outbox or SMTP). */
export function createTaxReceipts(deps: {
  service: ReportsService;
  mailer: Mailer;
  publicUrl: string;
  audit: AuditLog;
}) {
  return {
    async send(range: ReportRange, donorKey: string): Promise<{ sentTo: string }> {
      let report = await deps.service.donorReport(range, donorKey);
      const email = report.donor.email;
      if (!email) throw new HttpError(400, [reportMessages.donorWithoutEmail]);
      // In the donor's language, whoever sends it (its words too: how each gift was paid).
      const locale = localeFor(await deps.service.recipientLanguage(email), deps.service.timeZone);
      if (locale.language !== 'en') report = await deps.service.donorReport(range, donorKey, locale.language);
      const pdf = await statementPdf(report, range, locale, await deps.service.taxWording());
      await deps.mailer.send(
        taxReceiptMail(locale, { ...report, donor: { ...report.donor, email } }, range, pdf, deps.publicUrl),
      );
      await deps.audit.record({
        action: 'statement.tax-receipt-sent',
        subject: { type: 'donor', id: donorKey },
        details: { from: range.startDate, to: range.endDate, sentTo: email, donorName: report.donor.name },
      });
      return { sentTo: email };
    },
  };
}
