import { reportMessages, TaxReceiptSentSchema, type ReportRange } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation } from '@church/query';
import * as v from 'valibot';
import { translate } from '../../../i18n/catalogues';

/** POST /api/givings/tax-receipt: e-mails the donor's contribution statement of the days as a PDF. */
export async function sendTaxReceipt(range: ReportRange, donorKey: string) {
  return v.parse(TaxReceiptSentSchema, await api.post('givings/tax-receipt', { json: { ...range, donorKey } }).json());
}

export function useSendTaxReceipt(range: ReportRange) {
  return useMutation({
    mutationFn: (donorKey: string) => sendTaxReceipt(range, donorKey),
    onSuccess: () => toast.success(translate(reportMessages.taxReceiptSent)),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(reportMessages.reportFailed));
    },
  });
}
