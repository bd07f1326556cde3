import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import type { JobKind } from '../../plugins/jobs';

const ACCOUNT_MAIL_JOB = 'account-mail';
const SIGN_UP_MAIL_JOB = 'sign-up-mail';

/**
 * A mail asked for by address alone, where the answer must not tell whether the address has an
 * account: the route only queues this (the same insert either way) and a job looks the address
 * up and writes the mail, on whichever replica takes it.
 */
export interface AccountMail {
  kind: 'forgot-password' | 'resend-confirmation' | 'sign-in-link';
  email: string;
}

/** Lookups and a short transaction: retried soon, and a replica that died holding one is replaced within a minute. */
const accountMailKind: JobKind = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 };

export async function workAccountMails(
  app: FastifyInstance,
  senders: Record<AccountMail['kind'], (email: string) => Promise<void>>,
): Promise<void> {
  await app.jobs.work<AccountMail>(ACCOUNT_MAIL_JOB, accountMailKind, ({ kind, email }) => senders[kind](email));
}

export function queueAccountMail(app: FastifyInstance, mail: AccountMail): Promise<void> {
  return app.jobs.send(ACCOUNT_MAIL_JOB, mail);
}

/**
 * Queues it just after the answer: even the queue's insert waits on the database, and on the
 * embedded database (one connection) behind any open transaction, which a stranger could time.
 */
export function queueAccountMailAfterAnswer(app: FastifyInstance, mail: AccountMail): void {
  app.background.run(`queue ${mail.kind} mail`, () => queueAccountMail(app, mail));
}

/**
 * The mail a sign-up causes: the new account's confirmation, or, when the address has an account
 * already, a word to its owner. Queued in the sign-up's own transaction (with the new account).
 */
export interface SignUpMail {
  kind: 'confirm-new-account' | 'tell-owner';
  userId: string;
}

/** The mail's writes and the job's completion commit together (`jobs.once`): never written twice. */
export async function workSignUpMails(
  app: FastifyInstance,
  prepare: (mail: SignUpMail) => Promise<((tx: Tx) => Promise<void>) | undefined>,
): Promise<void> {
  await app.jobs.once<SignUpMail>(SIGN_UP_MAIL_JOB, accountMailKind, prepare);
}

/** Given the sign-up's transaction, the mail exists only if the sign-up does; the caller wakes the queue after it commits. */
export function queueSignUpMail(app: FastifyInstance, mail: SignUpMail, tx: Tx): Promise<void> {
  return app.jobs.send(SIGN_UP_MAIL_JOB, mail, tx);
}
