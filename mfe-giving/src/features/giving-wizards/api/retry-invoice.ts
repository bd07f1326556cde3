import { InvoiceViewSchema, type InvoiceView, type RetryInvoice } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** Pays the open first invoice of a subscription with another card (after a decline). */
export async function retryInvoice(retry: RetryInvoice): Promise<InvoiceView> {
  return v.parse(InvoiceViewSchema, await api.post('givings/retry-invoice', { json: retry }).json());
}
