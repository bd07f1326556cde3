import { ApiResponseError } from '@church/auth';

/**
 * A 400 of the second step is about the code the person typed: its message belongs under the
 * field. Anything else (429, an expired challenge, no network) is for `showFailure`.
 */
export async function codeFieldError(error: unknown): Promise<string | null> {
  if (!(error instanceof ApiResponseError) || error.response.status !== 400) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as { errors?: unknown } | null;
  const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
  return typeof first === 'string' ? first : null;
}

/** The challenge is gone (too slow, or tampered with): the person starts from the password again. */
export function challengeExpired(error: unknown): boolean {
  return error instanceof ApiResponseError && error.response.status === 401;
}
