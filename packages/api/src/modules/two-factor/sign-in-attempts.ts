import type { HttpError } from '../../lib/http-error';

/**
 * The sign-in throttle's counting (modules/account/sign-in-throttle.ts), as the second step
 * uses it: a wrong code or password here counts exactly like a wrong password at sign-in.
 */
export interface SignInAttempts {
  beforeAttempt(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
}

/** Runs `check` inside the limits; a false answer counts as a failure and throws `refusal`. */
export async function countedCheck(
  attempts: SignInAttempts,
  who: { email: string; ip: string },
  check: () => Promise<boolean>,
  refusal: HttpError,
): Promise<void> {
  const email = who.email.toLowerCase();
  await attempts.beforeAttempt(email, who.ip);
  if (await check()) return;
  await attempts.failed(email, who.ip);
  throw refusal;
}
