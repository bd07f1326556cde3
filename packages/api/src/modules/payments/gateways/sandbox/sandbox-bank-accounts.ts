import {
  bankAccountMessages,
  SANDBOX_BANK_SETTLEMENT_DAYS,
  sandboxTestBankAccounts,
  type SandboxCreateBankAccount,
} from '@church/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/types';
import { GatewayError, type GatewayEvent } from '../../gateway';
import { sandboxObjects } from '../../payments.table';
import type { SandboxCard, SandboxIntent } from './sandbox-cards';
import type { SandboxStore } from './sandbox-store';

/** The provider's test bank, as its test accounts report it. */
export const SANDBOX_BANK_NAME = 'STRIPE TEST BANK';

/** A bank payment waiting for its settlement day (kind 'bank_settlement'; ids are unique across kinds). */
interface BankSettlement {
  id: string;
  intentId: string;
  /** Unix seconds on the sandbox's clock. */
  settlesAt: number;
}

/**
 * US bank accounts (ACH) in the sandbox, as Stripe's test mode has them: the published test
 * routing number with one account that settles and one that fails. A bank payment is
 * `processing` when confirmed and settles SANDBOX_BANK_SETTLEMENT_DAYS later, which only the
 * test clock makes happen: `settleDue` (run by each advance) then sends payment_intent.succeeded
 * or payment_intent.payment_failed, as Stripe's webhooks do days later.
 */
export function createSandboxBankAccounts(store: SandboxStore) {
  return {
    /** Tokenises a test account: the numbers are read for the outcome and the last 4, never kept. */
    tokenise(input: SandboxCreateBankAccount): SandboxCard {
      const { routingNumber, accountNumber } = input.usBankAccount;
      const known = [sandboxTestBankAccounts.succeeds, sandboxTestBankAccounts.fails] as string[];
      if (routingNumber !== sandboxTestBankAccounts.routingNumber || !known.includes(accountNumber)) {
        throw new GatewayError(402, 'bank_account_unverified', bankAccountMessages.unknownTestAccount);
      }
      return {
        id: store.newId('pm'),
        customerId: null,
        type: 'us_bank_account',
        card: { brand: SANDBOX_BANK_NAME, last4: accountNumber.slice(-4), expMonth: 0, expYear: 0 },
        behaviour: accountNumber === sandboxTestBankAccounts.fails ? 'decline' : 'succeed',
      };
    },

    /** Debits the account: the intent is processing until its settlement day. */
    async debit(intent: SandboxIntent, account: SandboxCard, tx: DbOrTx, events: GatewayEvent[]) {
      const processing: SandboxIntent = {
        ...intent,
        status: 'processing',
        paymentMethodId: account.id,
        paymentCard: { brand: account.card.brand, last4: account.card.last4, kind: 'bank' },
        nextAction: null,
        lastPaymentError: null,
        settlesAs: account.behaviour === 'decline' ? 'failed' : 'succeeded',
      };
      const settlesAt = store.nowSeconds() + SANDBOX_BANK_SETTLEMENT_DAYS * 86_400;
      const settlement: BankSettlement = { id: `settle_${intent.id}`, intentId: intent.id, settlesAt };
      await store.save('bank_settlement', settlement, tx);
      events.push(store.makeEvent('payment_intent.processing', processing));
      return processing;
    },

    /**
     * Settles every bank payment whose day has come on the sandbox's clock; answers how many.
     * `settled` follows each one in its transaction (an invoice's payment pays the invoice).
     */
    settleDue(settled: (intent: SandboxIntent, tx: DbOrTx, events: GatewayEvent[]) => Promise<void>): Promise<number> {
      return store.run('settleBankPayments', null, undefined, async (tx, events) => {
        const rows = await tx
          .select({ data: sandboxObjects.data })
          .from(sandboxObjects)
          .where(eq(sandboxObjects.kind, 'bank_settlement'))
          .orderBy(sandboxObjects.createdAt)
          .for('update');
        let count = 0;
        for (const { data } of rows) {
          const due = data as BankSettlement;
          if (due.settlesAt > store.nowSeconds()) continue;
          await tx
            .delete(sandboxObjects)
            .where(and(eq(sandboxObjects.id, due.id), eq(sandboxObjects.kind, 'bank_settlement')));
          const intent = await store.load<SandboxIntent>('payment_intent', due.intentId, tx, true);
          if (intent?.status !== 'processing') continue;
          const done: SandboxIntent =
            intent.settlesAs === 'failed'
              ? {
                  ...intent,
                  status: 'requires_payment_method',
                  lastPaymentError: { code: 'account_closed', message: bankAccountMessages.failed },
                }
              : { ...intent, status: 'succeeded' };
          await store.save('payment_intent', done, tx);
          events.push(
            store.makeEvent(
              done.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
              done,
            ),
          );
          await settled(done, tx, events);
          count += 1;
        }
        return count;
      });
    },
  };
}
