import { HTTPError, showResponseErrors, toast } from '@church/http';
import { translateMessage } from '../i18n/catalogues';

/**
 * For calls made outside the shared client (sign-in goes through @church/auth, on the fetch core): the server's
 * own messages when it answered, the spec's failure message when it could not be reached.
 */
export async function showFailure(error: unknown, fallback: string): Promise<void> {
  if (error instanceof HTTPError) await showResponseErrors(error.response);
  else toast.error(translateMessage(fallback));
}

/** For calls through @church/http, which already showed the server's messages. */
export function showUnreachable(error: unknown, fallback: string): void {
  if (!(error instanceof HTTPError)) toast.error(translateMessage(fallback));
}
