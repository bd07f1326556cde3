import type { InvoiceView, RetryInvoice } from '@church/contracts';
import { api } from '@church/http';

/** Pays the open first invoice of a subscription with another card (after a decline). */
export function retryInvoice(retry: RetryInvoice): Promise<InvoiceView> {
  return api.post('givings/retry-invoice', { json: retry }).json<InvoiceView>();
}
