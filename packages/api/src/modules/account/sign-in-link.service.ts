import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { hashToken, randomToken } from '../../lib/secure-token';
import type { Mailer } from '../mail';
import type { Limiter } from '../throttles';
import type { UserRow, UsersRepository } from '../users';
import { signInLinkMessage } from './account.emails';
import { accountErrors } from './account.messages';
import type { AccountRepository } from './account.repository';

const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

export interface SignInLinkServiceDeps {
  users: UsersRepository;
  tokens: AccountRepository;
  mailer: Mailer;
  transaction: RunInTransaction;
  publicUrl: string;
  /** Per e-mail address, shared with the other account mails' limit. */
  mailLimiter: Limiter;
}

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;

/**
 * The e-mailed one-time sign-in link: the way in that no stranger's guessing can close, since
 * it goes by the mailbox, not the sign-in limits (decision 0060). Short-lived, single use, kept
 * by its sha256 only.
 */
export function createSignInLinkService(deps: SignInLinkServiceDeps) {
  const { users, tokens, mailer, transaction, publicUrl, mailLimiter } = deps;

  return {
    /** Answers the same whether or not the address is known; over the mail limit it mails nothing. */
    async send(email: string): Promise<void> {
      if (!(await mailLimiter.hit(`sign-in:${email.toLowerCase()}`)).allowed) return;
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      const expiresAt = new Date(Date.now() + SIGN_IN_LINK_TTL_MS);
      // The link and its mail together: no mail without a working link, no link never mailed.
      await transaction(async (tx) => {
        await tokens.insertToken({ userId: user.id, purpose: 'sign-in', tokenHash: hashToken(token), expiresAt }, tx);
        await mailer.send(signInLinkMessage(user, `${publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`), tx);
      });
    },

    /**
     * Uses the link (and retires the user's other sign-in links); the mailbox was proven, so the
     * e-mail counts as confirmed. Returns the user to start a session for.
     */
    async use(token: string): Promise<UserRow> {
      return transaction(async (tx) => {
        const userId = await tokens.useToken(hashToken(token), 'sign-in', tx);
        const user = userId ? await users.findById(userId, tx) : undefined;
        if (!userId || !user) throw new HttpError(400, [accountErrors.signInLinkInvalid]);
        await tokens.useAllTokens(userId, 'sign-in', tx);
        await users.confirmEmail(userId, tx);
        return user;
      });
    },
  };
}
