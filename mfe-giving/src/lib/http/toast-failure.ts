import { HTTPError, toast } from '@church/http';
import { translate } from '../../i18n/catalogues';

/**
 * A failed write: the shared client has already toasted what the API answered (spec section 8,
 * transport), so only a failure without an answer (the network) is toasted here: `messageId`, in the
 * active language.
 */
export function toastFailure(error: unknown, messageId: string): void {
  if (!(error instanceof HTTPError)) toast.error(translate(messageId));
}
