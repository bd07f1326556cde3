import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
  send(message: MailMessage): Promise<void>;
}

/** The embedded default: messages are stored and read back at GET /api/outbox. */
export function createOutboxMailer(repository: MailRepository): Mailer {
  return { kind: 'outbox', send: (message) => repository.insert(message) };
}

/**
 * SMTP through nodemailer. Delivery happens after the request has been answered: a slow or
 * failing mail server neither delays the answer (whose timing would tell whether an address
 * exists) nor fails it; failures are logged for operators.
 */
export function createSmtpMailer(options: { url: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      transport.sendMail({ from: options.from, ...message }).catch((error: unknown) => {
        options.log.error({ err: error, subject: message.subject }, 'e-mail could not be sent');
      });
    },
  };
}
