import { InvoiceViewSchema, type InvoiceView, type PayPastDue } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/**
 * POST /api/recurring-givings/current/{id}/pay-past-due: the missed charge of a past-due gift,
 * paid now with one of the member's cards (later charges use it). A decline answers the invoice
 * still open, its intent saying why.
 */
export async function payPastDue(id: number, payment: PayPastDue): Promise<InvoiceView> {
  return v.parse(
    InvoiceViewSchema,
    await api.post(`recurring-givings/current/${id}/pay-past-due`, { json: payment }).json(),
  );
}
