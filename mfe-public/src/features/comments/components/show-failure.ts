import { HTTPError, toast } from '@church/http';

/** The HTTP client already toasted what the server said; other failures get `message`. */
export function showFailure(error: unknown, message: string): void {
  if (!(error instanceof HTTPError)) toast.error(message);
}
