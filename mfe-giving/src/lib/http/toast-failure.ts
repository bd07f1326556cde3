import { HTTPError, toast } from '@church/http';

/**
 * A failed write: the shared client has already toasted what the API answered (spec section 8,
 * transport), so only a failure without an answer (the network) is toasted here, with `message`.
 */
export function toastFailure(error: unknown, message: string): void {
  if (!(error instanceof HTTPError)) toast.error(message);
}
