import { HTTPError } from '@church/http';

/**
 * The detail after a spec message such as 'Payment failed {detail}': the server's own messages
 * when it answered, else the error's message.
 */
export async function readFailureDetail(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join(' ');
    return `(${error.response.status})`;
  }
  return error instanceof Error ? error.message : String(error);
}
