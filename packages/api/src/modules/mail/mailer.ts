import type { DbOrTx } from '../../db/types';
import type { JobQueue } from '../../plugins/jobs';
import type { MailRepository } from './mail.repository';

/** A file sent with a message: nodemailer's attachment shape, so SMTP takes it as it is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The one way the server sends e-mail. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /**
   * Writes the message to the outbox; given a transaction, in it, so the message exists only
   * if what caused it does. SMTP delivery is a job, after the commit, with retries.
   */
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
}

/** The kind of job that hands one queued message to SMTP (./mail-delivery.ts). */
export const SEND_MAIL_JOB = 'send-mail';

/** The embedded default: messages are stored and read back at GET /api/outbox. */
export function createOutboxMailer(repository: MailRepository): Mailer {
  return {
    kind: 'outbox',
    async send(message, tx) {
      await repository.insert(message, 'kept', tx);
    },
  };
}

/**
 * SMTP: the message and its send-mail job are written together, and the job delivers it after
 * the request has been answered: a slow or failing mail server neither delays the answer (whose
 * timing would tell whether an address exists) nor fails it, and a failed hand-over is retried.
 */
export function createQueuedSmtpMailer(repository: MailRepository, jobs: JobQueue, db: DbOrTx): Mailer {
  return {
    kind: 'smtp',
    async send(message, tx) {
      await (tx ?? db).transaction(async (inner) => {
        const outboxId = await repository.insert(message, 'queued', inner);
        await jobs.send(SEND_MAIL_JOB, { outboxId }, inner);
      });
      // Sent on its own, it is committed now; in the caller's transaction, not before that ends.
      if (!tx) jobs.wake();
    },
  };
}
