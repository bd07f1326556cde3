import { reportMessages, type ReportRange } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../mail';
import type { ReportsService } from './reports.service';
import { statementPdf } from './statement.pdf';
import { taxReceiptMail } from './tax-receipt.mail';

export type TaxReceipts = ReturnType<typeof createTaxReceipts>;

/** 'Send tax receipt': one donor's statement of the period, e-mailed as a PDF (outbox or SMTP). */
export function createTaxReceipts(deps: { service: ReportsService; mailer: Mailer; publicUrl: string }) {
  return {
    async send(range: ReportRange, donorKey: string): Promise<{ sentTo: string }> {
      const report = await deps.service.donorReport(range, donorKey);
      const email = report.donor.email;
      if (!email) throw new HttpError(400, [reportMessages.donorWithoutEmail]);
      const pdf = await statementPdf(report, range, deps.service.timeZone);
      await deps.mailer.send(taxReceiptMail({ ...report, donor: { ...report.donor, email } }, range, pdf, deps.publicUrl));
      return { sentTo: email };
    },
  };
}
