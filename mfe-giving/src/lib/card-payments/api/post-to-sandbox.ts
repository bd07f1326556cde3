import type { CardPaymentError } from '../card-payments.types';

/** What a sandbox call answers: the object, or the provider-style error the wizards show. */
export type SandboxAnswer<T> = { data: T } | { error: CardPaymentError };

/**
 * POSTs to the sandbox's stand-in for the provider's browser API. Plain fetch, not the shared
 * client: like Stripe.js it needs no session and must not toast, since the wizard shows the
 * error itself. The API's `{ errors: [...] }` body becomes `{ error: { message } }`.
 */
export async function postToSandbox<T>(path: string, body: unknown): Promise<SandboxAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/sandbox/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return {
      error: { message: 'The payment service could not be reached. Please try again.', code: 'api_connection_error' },
    };
  }
  if (response.ok) return { data: (await response.json()) as T };
  const answer: unknown = await response.json().catch(() => null);
  const errors = (answer as { errors?: unknown } | null)?.errors;
  const messages = Array.isArray(errors) ? errors.filter((message) => typeof message === 'string') : [];
  return {
    error: {
      message: messages.length > 0 ? messages.join(' ') : `The payment service answered ${response.status}.`,
      code: `http_${response.status}`,
    },
  };
}
