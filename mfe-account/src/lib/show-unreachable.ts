import { HTTPError, toast } from '@church/http';

/** The shared client already toasted the server's own messages; only an unreachable server is ours to report. */
export function showUnreachable(error: unknown, fallback: string): void {
  if (!(error instanceof HTTPError)) toast.error(fallback);
}
