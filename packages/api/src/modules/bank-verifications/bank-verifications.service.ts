import {
  bankVerificationMessages,
  fromCents,
  type BankVerification,
  type BankVerificationCheck,
  type VerifyMicrodeposits,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { createGivingsRepository } from '../givings';
import type { PaymentMethodsService } from '../payment-methods';
import {
  GatewayError,
  gatewayCall,
  paymentCardOf,
  type GatewayEvent,
  type GatewayPaymentIntent,
  type GatewaySetupIntent,
  type MicrodepositEntry,
  type PaymentGateway,
} from '../payments';
import type { BankVerificationRow, BankVerificationsRepository } from './bank-verifications.repository';

export type BankVerificationsService = ReturnType<typeof createBankVerificationsService>;

/** Stripe's refusals of a micro-deposit entry, as the holder reads them; the last two end the wait. */
const refusals: Record<string, { message: string; ends: boolean }> = {
  payment_method_microdeposit_verification_amounts_mismatch: {
    message: bankVerificationMessages.amountsMismatch,
    ends: false,
  },
  payment_method_microdeposit_verification_descriptor_code_mismatch: {
    message: bankVerificationMessages.codeMismatch,
    ends: false,
  },
  payment_method_microdeposit_verification_amounts_invalid: {
    message: bankVerificationMessages.amountInvalid,
    ends: false,
  },
  payment_method_microdeposit_verification_attempts_exceeded: {
    message: bankVerificationMessages.attemptsExceeded,
    ends: true,
  },
  payment_method_microdeposit_verification_timeout: { message: bankVerificationMessages.expired, ends: true },
};

type Intent = { kind: 'payment'; intent: GatewayPaymentIntent } | { kind: 'setup'; intent: GatewaySetupIntent };

export function createBankVerificationsService(deps: {
  repository: BankVerificationsRepository;
  givings: ReturnType<typeof createGivingsRepository>;
  gateway: PaymentGateway;
  paymentMethods: PaymentMethodsService;
  inTransaction: RunInTransaction;
  now: () => Date;
}) {
  const { gateway, repository, now } = deps;

  /** Who the wait belongs to: a pending bank gift's donor (none when anonymous), or the member setting up. */
  async function ownerOf(
    { kind, intent }: Intent,
    tx: Tx,
  ): Promise<{ givingId: string | null; userId: string | null } | undefined> {
    if (kind === 'payment') {
      const gift = await createGivingsRepository(tx).findByIntent(intent.id, tx);
      if (gift?.status !== 'pending' || gift.method !== 'bank') return undefined;
      return { givingId: gift.id, userId: gift.userId };
    }
    const userId = intent.metadata?.userId;
    if (!userId || !(await deps.paymentMethods.isCustomerOf(userId, intent.customerId, tx))) return undefined;
    return { givingId: null, userId };
  }

  /** Records an intent the provider says waits for micro-deposits (once per intent). */
  async function record(found: Intent, tx: Tx): Promise<void> {
    const wait = found.intent.verifyWithMicrodeposits;
    if (!wait) return;
    const owner = await ownerOf(found, tx);
    if (!owner) return;
    const account = await paymentCardOf(gateway, {
      paymentMethodId: found.intent.paymentMethodId,
      ...(found.kind === 'payment' && found.intent.paymentCard ? { paymentCard: found.intent.paymentCard } : {}),
    });
    await repository.insert(
      {
        intentId: found.intent.id,
        intentKind: found.kind,
        ...owner,
        hostedVerificationUrl: wait.hostedVerificationUrl,
        microdepositType: wait.microdepositType,
        arrivalAt: wait.arrivalDate === null ? null : new Date(wait.arrivalDate * 1000),
        bankName: account?.brand || null,
        last4: account?.last4 || null,
        since: now(),
      },
      tx,
    );
  }

  const intentOf = (event: GatewayEvent) => event.data.object as unknown as { id?: unknown };
  const ending =
    (status: 'verified' | 'ended') =>
    async (event: GatewayEvent, tx: Tx): Promise<void> => {
      const { id } = intentOf(event);
      if (typeof id === 'string') await repository.end(id, status, tx);
    };

  /** The intent as Stripe holds it now, when it says it no longer waits (verified elsewhere, or given up). */
  async function current(row: BankVerificationRow): Promise<GatewayPaymentIntent | GatewaySetupIntent | undefined> {
    return row.intentKind === 'payment'
      ? gatewayCall(() => gateway.retrievePaymentIntent(row.intentId))
      : gatewayCall(async () => gateway.retrieveSetupIntent?.(row.intentId));
  }

  /**
   * Stripe's refusal of an entry, in words (the last two kinds end the wait). An intent that is
   * no longer waiting was verified on Stripe's page meanwhile (answered as verified here) or
   * given up (the wait ends).
   */
  async function refused(error: unknown, row: BankVerificationRow): Promise<GatewayPaymentIntent | GatewaySetupIntent> {
    if (!(error instanceof GatewayError)) throw error;
    const refusal = refusals[error.code];
    if (refusal) {
      if (refusal.ends) await repository.end(row.intentId, 'ended');
      throw new HttpError(400, [refusal.message]);
    }
    if (error.code === 'payment_intent_unexpected_state' || error.code === 'setup_intent_unexpected_state') {
      const intent = await current(row);
      if (intent?.status === 'processing' || intent?.status === 'succeeded') return intent;
      await repository.end(row.intentId, 'ended');
      throw new HttpError(404, [bankVerificationMessages.notFound]);
    }
    throw new HttpError(error.statusCode, [bankVerificationMessages.failed]);
  }

  return {
    onPaymentRequiresAction: (event: GatewayEvent, tx: Tx) =>
      record({ kind: 'payment', intent: event.data.object as unknown as GatewayPaymentIntent }, tx),
    onSetupRequiresAction: (event: GatewayEvent, tx: Tx) =>
      record({ kind: 'setup', intent: event.data.object as unknown as GatewaySetupIntent }, tx),
    /** processing, succeeded (the hosted page verified it) or failed, canceled: the wait is over. */
    onVerified: ending('verified'),
    onEnded: ending('ended'),

    /**
     * The browser heard from Stripe.js that the member's gift or account waits for micro-deposits:
     * the intent is read from Stripe (never taken from the browser) and recorded if it is the
     * member's and really waits, so our page offers to verify it before Stripe's event arrives.
     */
    async check(userId: string, input: BankVerificationCheck): Promise<void> {
      let found: Intent | undefined;
      if ('givingId' in input) {
        const gift = await deps.givings.find(input.givingId);
        const intent =
          gift?.userId === userId && gift.paymentIntentId
            ? await gatewayCall(() => gateway.retrievePaymentIntent(gift.paymentIntentId!))
            : undefined;
        if (intent) found = { kind: 'payment', intent };
      } else if (gateway.retrieveSetupIntent) {
        const retrieve = gateway.retrieveSetupIntent;
        const intent = await gatewayCall(() => retrieve(input.setupIntentId));
        if (intent?.metadata.userId === userId) found = { kind: 'setup', intent };
      }
      if (!found) throw new HttpError(404, [bankVerificationMessages.notFound]);
      const recorded = found;
      await deps.inTransaction((tx) => record(recorded, tx));
    },

    async list(userId: string): Promise<BankVerification[]> {
      const rows = await repository.listWaiting(userId);
      return Promise.all(
        rows.map(async ({ row, amountCents, feeCents }) => {
          const isGift = row.intentKind === 'payment';
          const [first] = isGift && row.givingId ? await deps.givings.designationsNamed(row.givingId) : [];
          return {
            id: row.id,
            kind: isGift ? ('gift' as const) : ('account' as const),
            microdepositType: row.microdepositType,
            arrivalDate: row.arrivalAt?.toISOString() ?? null,
            since: row.since.toISOString(),
            ...(isGift && amountCents !== null ? { amount: fromCents(amountCents + (feeCents ?? 0)) } : {}),
            ...(first ? { givingTypeName: first.givingTypeName } : {}),
            bankName: row.bankName,
            last4: row.last4,
          };
        }),
      );
    },

    /**
     * The holder's entry, checked by the provider for the member's own wait. Verified, a gift's
     * debit starts (Pending in the histories, then Paid when it settles) and an account is saved
     * with the member's methods, as the provider's events would do; the events find it done.
     */
    async verify(userId: string, id: number, input: VerifyMicrodeposits): Promise<void> {
      const row = await repository.findWaitingOf(userId, id);
      if (!row) throw new HttpError(404, [bankVerificationMessages.notFound]);
      // Only Stripe waits for deposits; the sandbox's accounts are verified when typed in.
      if (!gateway.verifyMicrodeposits) throw new HttpError(400, [bankVerificationMessages.failed]);
      const entry: MicrodepositEntry =
        'amounts' in input
          ? { amounts: [input.amounts[0], input.amounts[1]] }
          : { descriptorCode: input.descriptorCode };
      // The dialog asks as the provider asked; another kind of entry is refused here, uncounted.
      if ('amounts' in entry !== (row.microdepositType === 'amounts')) {
        throw new HttpError(400, [
          row.microdepositType === 'amounts'
            ? bankVerificationMessages.amountInvalid
            : bankVerificationMessages.codeInvalid,
        ]);
      }
      const intent = await gateway
        .verifyMicrodeposits({ kind: row.intentKind, id: row.intentId }, entry)
        .catch((error: unknown) => refused(error, row));
      await deps.inTransaction(async (tx) => {
        await repository.end(row.intentId, 'verified', tx);
        if (row.intentKind === 'payment') {
          const account = await paymentCardOf(gateway, intent as GatewayPaymentIntent);
          await createGivingsRepository(tx).markProcessing(row.intentId, now(), account, tx);
        } else {
          await deps.paymentMethods.saveVerifiedAccount(intent as GatewaySetupIntent, tx);
        }
      });
    },
  };
}
