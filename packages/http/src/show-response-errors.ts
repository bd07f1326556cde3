import { HTTPError } from '@church/http/core';
import { translate } from './i18n/catalogues';
import { toast } from './toast';

/** The messages the API sent in its `{ errors: [...] }` answer, if any. */
export async function messagesOf(response: Response): Promise<string[]> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((message): message is string => typeof message === 'string') : [];
}

/**
 * Status 500 shows one fixed toast (in the page's language); any other failure shows each message
 * the API sent (the API wrote them in the page's language, sent as Accept-Language).
 */
export async function showResponseErrors(response: Response): Promise<void> {
  if (response.status === 500) {
    toast.error(translate('http.errors.serverError'));
    return;
  }
  for (const message of await messagesOf(response)) toast.error(message);
}

/**
 * Whether the client has already toasted this failure (a 500's fixed text, or the API's own
 * messages). A page adds its own message only for the rest (a lost connection, an answer
 * without messages), so every failure says something exactly once.
 */
export async function alreadyToasted(error: unknown): Promise<boolean> {
  if (!(error instanceof HTTPError)) return false;
  if (error.response.status === 500) return true;
  return (await messagesOf(error.response)).length > 0;
}
