import fp from 'fastify-plugin';
import { createGiftReceipts, type GiftReceipts } from './gift-receipts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Receipts for paid gifts and refunds; recurring charges are recorded by another module. */
    giftReceipts: GiftReceipts;
  }
}

/** Decorates `app.giftReceipts` at the root, so the module recording recurring charges sends them too. */
export const giftReceiptsPlugin = fp<{ timeZone: string; publicUrl: string }>(
  async (app, options) => {
    app.decorate('giftReceipts', createGiftReceipts({ mailer: app.mailer, ...options }));
  },
  { name: 'gift-receipts', dependencies: ['mail'] },
);
