import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailRepository } from './mail.repository';
import { deliverQueuedMail } from './mail-delivery';
import { createOutboxMailer, createQueuedSmtpMailer, type Mailer } from './mailer';
import { registerOutboxRoutes } from './outbox.routes';
import type { ApiModule } from '../api-module';
import * as mailTables from './mail.table';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`: SMTP by send-mail jobs when `smtpUrl` is set, else the stored outbox. */
const mailPlugin = fp<{ smtpUrl?: string; from: string; publicUrl: string }>(
  async (app, options) => {
    const { db } = app.database;
    const repository = createMailRepository(db);
    if (!options.smtpUrl) {
      app.decorate('mailer', createOutboxMailer(repository));
      return;
    }
    const { smtpUrl, from, publicUrl } = options;
    await deliverQueuedMail({ jobs: app.jobs, repository, smtpUrl, from, publicUrl });
    app.decorate('mailer', createQueuedSmtpMailer(repository, app.jobs, db));
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
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
  decorate: (app, { accounts }) =>
    app.register(mailPlugin, { smtpUrl: accounts.smtpUrl, from: accounts.mailFrom, publicUrl: accounts.publicUrl }),
  routes: (api) => api.register(outboxPlugin),
};
export * from './mail.table';
