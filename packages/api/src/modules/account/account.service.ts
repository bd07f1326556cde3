import type { SignUp } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { PasswordHasher } from '../../lib/password';
import type { Limiter, PasswordChecks } from '../throttles';
import { hashToken, randomToken } from '../../lib/secure-token';
import type { MailMessage, Mailer } from '../mail';
import { MEMBER_ROLE, type RolesRepository } from '../roles';
import type { SessionsRepository } from '../sessions';
import type { UserRow, UsersRepository } from '../users';
import { confirmEmailMessage, resetPasswordMessage, signUpAttemptMessage } from './account.emails';
import { accountErrors } from './account.messages';
import type { AccountRepository } from './account.repository';
import type { SignUpMail } from './account-mail-jobs';
import type { AccountTokenPurpose } from './account.table';

const HOUR_MS = 60 * 60 * 1000;
const CONFIRM_LINK_TTL_MS = 72 * HOUR_MS;
const RESET_LINK_TTL_MS = HOUR_MS;

export interface AccountServiceDeps {
  users: UsersRepository;
  roles: RolesRepository;
  sessions: SessionsRepository;
  tokens: AccountRepository;
  hasher: PasswordHasher;
  mailer: Mailer;
  transaction: RunInTransaction;
  publicUrl: string;
  /** Per e-mail address: forgot-password and resend-confirmation mails. */
  mailLimiter: Limiter;
  /** Resets count per person (per address: the write throttles, before any work). */
  passwordChecks: PasswordChecks;
  /** Queues the mail a sign-up causes, in the sign-up's transaction (account-mail-jobs.ts). */
  queueSignUpMail: (mail: SignUpMail, tx: Tx) => Promise<void>;
  /** Runs after a password reset has signed every device out. */
  sessionsChanged: () => void;
  /** Whether a US state id is known: checked before anything tells known and new addresses apart. */
  stateExists: (stateId: number) => Promise<boolean>;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** Registration, e-mail confirmation and password reset: everything that goes by e-mail. */
export function createAccountService(deps: AccountServiceDeps) {
  const { users, roles, sessions, tokens, hasher, mailer, transaction, publicUrl, mailLimiter } = deps;

  async function issueLink(userId: string, purpose: AccountTokenPurpose, ttlMs: number, tx?: Tx): Promise<string> {
    const token = randomToken();
    await tokens.insertToken(
      { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) },
      tx,
    );
    const page = purpose === 'confirm-email' ? 'confirm-email' : 'reset-password';
    return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
  }

  /** A link and the mail that carries it, written in `tx`: no mail without its link, no link never mailed. */
  async function writeLinkMail(
    tx: Tx,
    user: UserRow,
    purpose: AccountTokenPurpose,
    ttlMs: number,
    compose: (user: UserRow, link: string) => MailMessage,
  ): Promise<void> {
    await mailer.send(compose(user, await issueLink(user.id, purpose, ttlMs, tx)), tx);
  }

  async function sendConfirmation(user: UserRow): Promise<void> {
    await transaction((tx) => writeLinkMail(tx, user, 'confirm-email', CONFIRM_LINK_TTL_MS, confirmEmailMessage));
  }

  /** Queues the sign-up's mail alone, as the new account's path queues it with the account. */
  async function queueTellOwner(user: UserRow): Promise<void> {
    await transaction((tx) => deps.queueSignUpMail({ kind: 'tell-owner', userId: user.id }, tx));
  }

  return {
    /**
     * Stores the user unconfirmed, with the Member role, and queues the confirmation mail with
     * it. A known address gets the very same answer (nothing tells an asker whether it has an
     * account): its owner is mailed instead, with a way in. The password is hashed and a job
     * queued either way, so both take about the same time; the mails are written by the job.
     */
    async register(input: SignUp): Promise<void> {
      if (!(await deps.stateExists(input.address.stateId))) throw new HttpError(400, [accountErrors.invalidState]);
      const passwordHash = await hasher.hash(input.password);
      const known = await users.findByEmail(input.email);
      if (known) return queueTellOwner(known);
      const memberRole = await roles.findByName(MEMBER_ROLE);
      try {
        await transaction(async (tx) => {
          const user = await users.insert(
            {
              email: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              phoneNumber: input.phoneNumber,
              streetAddress: input.address.streetAddress,
              city: input.address.city,
              stateId: input.address.stateId,
              zipCode: input.address.zipCode,
              roleId: memberRole?.id ?? null,
            },
            tx,
          );
          await deps.queueSignUpMail({ kind: 'confirm-new-account', userId: user.id }, tx);
        });
      } catch (error) {
        // The same address signed up a moment ago, in another request.
        const raced = isUniqueViolation(error) ? await users.findByEmail(input.email) : undefined;
        if (raced) return queueTellOwner(raced);
        if (isForeignKeyViolation(error)) throw new HttpError(400, [accountErrors.invalidState]);
        throw error;
      }
    },

    /**
     * The sign-up-mail job: what to write for a queued sign-up mail, or nothing (the account is
     * gone or confirmed, or its owner was told often enough lately). Reads only; the job commits
     * the writes with its completion, so a retry after a crash never writes a second mail.
     */
    async signUpMail({ kind, userId }: SignUpMail): Promise<((tx: Tx) => Promise<void>) | undefined> {
      const user = await users.findById(userId);
      if (!user) return undefined;
      if (kind === 'confirm-new-account') {
        if (user.emailConfirmedAt) return undefined;
        return (tx) => writeLinkMail(tx, user, 'confirm-email', CONFIRM_LINK_TTL_MS, confirmEmailMessage);
      }
      if (!(await mailLimiter.hit(`sign-up:${user.email.toLowerCase()}`)).allowed) return undefined;
      return (tx) => writeLinkMail(tx, user, 'reset-password', RESET_LINK_TTL_MS, signUpAttemptMessage);
    },

    async confirmEmail(token: string): Promise<void> {
      await transaction(async (tx) => {
        const userId = await tokens.useToken(hashToken(token), 'confirm-email', tx);
        if (!userId) throw new HttpError(400, [accountErrors.confirmLinkInvalid]);
        await users.confirmEmail(userId, tx);
      });
    },

    /** Answers the same whether or not the address is known; mails only unconfirmed users. */
    async resendConfirmation(email: string): Promise<void> {
      if (!(await mailLimiter.hit(`confirm:${email.toLowerCase()}`)).allowed) return;
      const user = await users.findByEmail(email);
      if (user && !user.emailConfirmedAt) await sendConfirmation(user);
    },

    /** Answers the same whether or not the address is known; over the limit it mails nothing. */
    async sendForgotPassword(email: string): Promise<void> {
      if (!(await mailLimiter.hit(`forgot:${email.toLowerCase()}`)).allowed) return;
      const user = await users.findByEmail(email);
      if (!user) return;
      await transaction((tx) => writeLinkMail(tx, user, 'reset-password', RESET_LINK_TTL_MS, resetPasswordMessage));
    },

    /**
     * Single use: the link, and every other reset link of the user, stops working. The mailbox
     * was proven, so the e-mail counts as confirmed; every device is signed out. The token is
     * looked up before the new password is hashed: a bogus token costs a lookup, not scrypt.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const owner = await tokens.findUsableToken(hashToken(token), 'reset-password');
      if (!owner) throw new HttpError(400, [accountErrors.resetLinkInvalid]);
      await deps.passwordChecks.byPerson(owner);
      const passwordHash = await hasher.hash(password);
      await transaction(async (tx) => {
        const userId = await tokens.useToken(hashToken(token), 'reset-password', tx);
        if (!userId) throw new HttpError(400, [accountErrors.resetLinkInvalid]);
        await tokens.useAllTokens(userId, 'reset-password', tx);
        await users.setPasswordHash(userId, passwordHash, tx);
        await users.confirmEmail(userId, tx);
        await sessions.revokeUser(userId, tx);
      });
      deps.sessionsChanged();
    },
  };
}
