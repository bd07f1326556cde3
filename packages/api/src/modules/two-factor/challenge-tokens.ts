import { createHmac } from 'node:crypto';
import { signJwt, verifyJwt } from '../../lib/jwt';

/** Long enough to open the app and type a code, or to scan a QR code and confirm it. */
const CHALLENGE_SECONDS = 10 * 60;

export type ChallengeNext = 'code' | 'enrol';

/**
 * Proof that a password was right a moment ago, for the second step only. Signed with a key
 * derived for this purpose, so it can never pass for an access token, nor the other way round.
 */
export function createChallengeTokens(serverSecret: Buffer, now = () => Date.now()) {
  const key = createHmac('sha256', serverSecret).update('two-step-challenge').digest();
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    issue(userId: string, next: ChallengeNext): string {
      const iat = nowSeconds();
      return signJwt({ sub: userId, next, iat, exp: iat + CHALLENGE_SECONDS }, key);
    },
    /** The user the token was issued for, when it is ours, unexpired and for this step. */
    open(token: string, next: ChallengeNext): string | null {
      const claims = verifyJwt(token, key, nowSeconds());
      return claims && claims.next === next ? claims.sub : null;
    },
  };
}
export type ChallengeTokens = ReturnType<typeof createChallengeTokens>;
