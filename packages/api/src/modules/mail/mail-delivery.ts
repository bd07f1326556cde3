import nodemailer from 'nodemailer';
import type { JobKind, JobQueue } from '../../plugins/jobs';
import type { MailRepository } from './mail.repository';
import { SEND_MAIL_JOB } from './mailer';

/**
 * A refused or unreachable mail server is tried again 1, 2, 4 ... minutes later, for about a
 * day; a replica that died while sending leaves the job to another after five minutes.
 */
const sendMail: JobKind = { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };

/**
 * Works the send-mail jobs: hands the queued message to SMTP, then deletes it. A job runs on one
 * replica at a time, and a message already gone was sent, so nobody gets it twice; should a
 * replica die between the server's acceptance and the delete, the retry sends the same
 * Message-ID, which mail servers and clients treat as one message.
 */
export async function deliverQueuedMail(options: {
  jobs: JobQueue;
  repository: MailRepository;
  smtpUrl: string;
  from: string;
  publicUrl: string;
}): Promise<void> {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const host = new URL(options.publicUrl).hostname;
  await options.jobs.work<{ outboxId: number }>(SEND_MAIL_JOB, sendMail, async ({ outboxId }) => {
    const message = await options.repository.queued(outboxId);
    if (!message) return;
    await transport.sendMail({ from: options.from, messageId: `<outbox-${outboxId}@${host}>`, ...message });
    await options.repository.remove(outboxId);
  });
}
