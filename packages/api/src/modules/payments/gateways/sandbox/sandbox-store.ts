import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/types';
import { GatewayError, type GatewayEvent, type IdempotencyOptions } from '../../gateway';
import { sandboxIdempotencyKeys, sandboxObjects } from '../../payments.table';
import { signWebhookPayload } from '../../webhook-signature';

export interface SandboxGatewayOptions {
  db: Db;
  webhookSecret: string;
  /** Posts a signed event to our webhook endpoint; failures are the caller's to log. */
  deliver(payload: string, signature: string): Promise<void>;
  now?: () => Date;
}

export const idempotencyMismatch =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

export type SandboxStore = ReturnType<typeof createSandboxStore>;

/**
 * The sandbox's persistence: its objects as JSON rows, its idempotency keys, and its events,
 * which are signed like Stripe's and delivered after the change that made them commits.
 */
export function createSandboxStore(options: SandboxGatewayOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const noSuch = (kind: string, id: string) => new GatewayError(404, 'resource_missing', `No such ${kind}: '${id}'`);

  async function load<T>(kind: string, id: string, tx: DbOrTx = db, forUpdate = false): Promise<T | undefined> {
    const query = tx
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row?.data as T | undefined;
  }

  const store = {
    db,
    now,
    nowSeconds: () => Math.floor(now().getTime() / 1000),
    newId: (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`,
    noSuch,
    load,

    async mustLoad<T>(kind: string, id: string, tx: DbOrTx, forUpdate = false): Promise<T> {
      const object = await load<T>(kind, id, tx, forUpdate);
      if (!object) throw noSuch(kind, id);
      return object;
    },

    async save<T extends { id: string }>(kind: string, object: T, tx: DbOrTx): Promise<void> {
      await tx
        .insert(sandboxObjects)
        .values({ id: object.id, kind, data: object })
        .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object } });
    },

    makeEvent(type: string, object: object): GatewayEvent {
      return {
        id: store.newId('evt'),
        type,
        created: store.nowSeconds(),
        data: { object: structuredClone(object) as Record<string, unknown> },
      };
    },

    /**
     * Runs `work` in a transaction; with a key, a repeat with the same parameters answers the
     * first response (a concurrent repeat waits on the key's row), other parameters are refused.
     * Events the work produced are delivered once it commits.
     */
    async run<T>(
      operation: string,
      params: unknown,
      idempotency: IdempotencyOptions | undefined,
      work: (tx: DbOrTx, events: GatewayEvent[]) => Promise<T>,
    ): Promise<T> {
      const events: GatewayEvent[] = [];
      const result = await db.transaction(async (tx) => {
        if (!idempotency) return work(tx, events);
        const paramsHash = createHash('sha256')
          .update(JSON.stringify([operation, params]))
          .digest('hex');
        const key = idempotency.idempotencyKey;
        const claimed = await tx
          .insert(sandboxIdempotencyKeys)
          .values({ key, operation, paramsHash })
          .onConflictDoNothing()
          .returning({ key: sandboxIdempotencyKeys.key });
        if (claimed.length === 0) {
          const [earlier] = await tx.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, key));
          if (!earlier || earlier.paramsHash !== paramsHash || earlier.response === null) {
            throw new GatewayError(400, 'idempotency_error', idempotencyMismatch);
          }
          return earlier.response as T;
        }
        const response = await work(tx, events);
        await tx.update(sandboxIdempotencyKeys).set({ response }).where(eq(sandboxIdempotencyKeys.key, key));
        return response;
      });
      for (const event of events) {
        await db.transaction((tx) => store.save('event', event, tx));
        const payload = JSON.stringify(event);
        await options.deliver(payload, signWebhookPayload(options.webhookSecret, payload));
      }
      return result;
    },
  };
  return store;
}
