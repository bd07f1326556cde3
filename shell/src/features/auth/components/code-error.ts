import { HTTPError, messagesOf } from '@church/http';

/**
 * A 400 of the second step is about the code the person typed: its message belongs under the
 * field. Anything else (429, an expired challenge, no network) is for `showFailure`.
 */
export async function codeFieldError(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError) || error.status !== 400) return null;
  const [first] = await messagesOf(error.response);
  return first ?? null;
}

/** The challenge is gone (too slow, or tampered with): the person starts from the password again. */
export function challengeExpired(error: unknown): boolean {
  return error instanceof HTTPError && error.status === 401;
}
