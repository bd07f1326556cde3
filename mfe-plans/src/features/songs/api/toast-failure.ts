import { alreadyToasted, toast } from '@church/http';
import { translate } from '../../../i18n/catalogues';

/**
 * Runs a read and, when it fails, shows the spec's message once: not when the API's own message
 * was already shown by the shared client, not for a request the page cancelled, and not twice
 * for the one retry of a lost connection (same toast id).
 */
export async function toastFailure<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const cancelled = error instanceof Error && error.name === 'AbortError';
    if (!cancelled && !(await alreadyToasted(error))) toast.error(translate(message), { id: message });
    throw error;
  }
}
