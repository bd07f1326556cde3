import { messagesOf, request } from '@church/http';
import type { GenericSchema, InferOutput } from 'valibot';
import * as v from 'valibot';
import { translate } from '../../../i18n/catalogues';
import type { CardPaymentError } from '../card-payments.types';

/** What a sandbox call answers: the object, or the provider-style error the wizards show. */
export type SandboxAnswer<T> = { data: T } | { error: CardPaymentError };

/**
 * POSTs to the sandbox's stand-in for the provider's browser API, through the fetch core
 * without the shared client's token and toasts: like Stripe.js it needs no session and must not
 * toast, since the wizard shows the error itself. The answer is checked against `schema`; the
 * API's `{ errors: [...] }` body becomes `{ error: { message } }`.
 */
export async function postToSandbox<TSchema extends GenericSchema>(
  path: string,
  body: unknown,
  schema: TSchema,
): Promise<SandboxAnswer<InferOutput<TSchema>>> {
  let response: Response;
  try {
    response = await request(`sandbox/${path}`, { method: 'POST', json: body, throwHttpErrors: false });
  } catch {
    return {
      error: { message: translate('giving.paymentService.unreachable'), code: 'api_connection_error' },
    };
  }
  if (response.ok) return { data: v.parse(schema, await response.json()) };
  const messages = await messagesOf(response);
  return {
    error: {
      // The API's messages are in the page's language already (it reads Accept-Language).
      message:
        messages.length > 0
          ? messages.join(' ')
          : translate('giving.paymentService.answered', { status: response.status }),
      code: `http_${response.status}`,
    },
  };
}
