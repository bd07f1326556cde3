import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/secure-token';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are copied by hand from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of 31, about 50 bits, far beyond guessing under the sign-in limits. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What is stored: the sha256 of the code as typed, without case, spaces or dashes. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** Six digits are an app's code; anything else is tried as a recovery code. */
export function looksLikeAppCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/[\s-]/g, ''));
}
