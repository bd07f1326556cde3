import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailRepository } from './mail.repository';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { registerOutboxRoutes } from './outbox.routes';
import type { ApiModule } from '../api-module';
import * as mailTables from './mail.table';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`: SMTP when `smtpUrl` is set, else the stored outbox. */
const mailPlugin = fp<{ smtpUrl?: string; from: string }>(
  async (app, options) => {
    const mailer = options.smtpUrl
      ? createSmtpMailer({ url: options.smtpUrl, from: options.from, log: app.log })
      : createOutboxMailer(createMailRepository(app.database.db));
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['db'] },
);

/** GET /api/outbox, for administrators (and the tests, which follow the links in it). */
const outboxPlugin: FastifyPluginAsync = async (app) => {
  registerOutboxRoutes(app, createMailRepository(app.database.db));
};

export { renderEmail, type EmailContent } from './mail.layout';
export type { MailMessage, Mailer } from './mailer';

export const mailModule: ApiModule = {
  name: 'mail',
  needs: [],
  tables: mailTables,
  decorate: (app, { accounts }) => app.register(mailPlugin, { smtpUrl: accounts.smtpUrl, from: accounts.mailFrom }),
  routes: (api) => api.register(outboxPlugin),
};
export * from './mail.table';
