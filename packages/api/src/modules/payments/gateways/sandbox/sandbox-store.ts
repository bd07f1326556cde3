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
  /** CHURCH_TIME_ZONE: the days recurring gifts are charged on. */
  timeZone?: string;
}

/** The test clock's row in sandbox_objects: how far the sandbox's time runs ahead of the real one. */
interface SandboxClock {
  id: 'test_clock';
  offsetMs: number;
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
  const realNow = options.now ?? (() => new Date());
  // Read from the database before each change (another replica may have moved it), kept here
  // so that reading the time stays synchronous.
  let clockOffsetMs = 0;
  const now = () => new Date(realNow().getTime() + clockOffsetMs);
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

    /** Moves the test clock on (the caller's transaction locks its row): the sandbox's time from now on. */
    async advanceClock(days: number, tx: DbOrTx): Promise<Date> {
      const clock = await load<SandboxClock>('test_clock', 'test_clock', tx, true);
      clockOffsetMs = (clock?.offsetMs ?? 0) + days * 86_400_000;
      await store.save('test_clock', { id: 'test_clock', offsetMs: clockOffsetMs } satisfies SandboxClock, tx);
      return now();
    },

    async readClock(tx: DbOrTx = db): Promise<Date> {
      clockOffsetMs = (await load<SandboxClock>('test_clock', 'test_clock', tx))?.offsetMs ?? 0;
      return now();
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
      await store.readClock();
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
        // Signed at the sandbox's time, which its constructEvent checks against.
        await options.deliver(payload, signWebhookPayload(options.webhookSecret, payload, store.nowSeconds()));
      }
      return result;
    },
  };
  return store;
}
