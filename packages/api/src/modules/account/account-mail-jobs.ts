import type { FastifyInstance } from 'fastify';
import type { JobKind } from '../../plugins/jobs';

const ACCOUNT_MAIL_JOB = 'account-mail';

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
