import {
  fromCents,
  givingMessages,
  refundMessages,
  toCents,
  type AnonymousGiving,
  type AllGivingHistory,
  type AllGivingHistoryItem,
  type AllGivingHistoryQuery,
  type GivingKind,
  type CreatedGiving,
  type GivingHistory,
  type OneTimeGiving,
  type GivingHistoryItem,
  type CursorPageQuery,
  type PaymentIntentData,
  type Language,
  coveringFeeCents,
  feeRatesMessages,
  type CoverFees,
  type FeeRules,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { translator } from '../../lib/i18n';
import type { AuditLog } from '../audit';
import type { GivingTypesRepository } from '../giving-types';
import type { GatewayEvent, GatewayPaymentIntent, PaymentGateway } from '../payments';
import { gatewayCall, paymentCardOf } from '../payments';
import {
  createGivingsRepository,
  paymentMethodOf,
  type GivingsRepository,
  type HistoryRow,
} from './givings.repository';
import type { RefundDeadline, RefundWindow } from './refund-window';
import type { CardTestingLimits } from './card-testing-limits';
import type { GiftReceipts } from './receipts/gift-receipts';

export type GivingsService = ReturnType<typeof createGivingsService>;

const GIVING_NOT_FOUND = 'Giving not found';
const ALREADY_PAID = 'This gift is already paid';
const ALREADY_REFUNDED = 'This gift is already refunded';
const NOT_PAID = 'Only a paid gift can be refunded';
const OFFLINE_NOT_REFUNDABLE = 'A gift received offline cannot be refunded online';

function historyItem(row: HistoryRow): GivingHistoryItem {
  return {
    id: row.id,
    givingId: row.givingId,
    amount: fromCents(row.amountCents),
    givingTypeName: row.givingTypeName,
    isRefunded: row.isRefunded,
    creationDate: (row.paidAt ?? row.createdAt).toISOString(),
    paymentMethod: paymentMethodOf(row),
    ...(row.feeCents > 0 ? { fee: fromCents(row.feeCents) } : {}),
    status: historyStatus(row.status),
  };
}

/** A bank payment shows Pending until it settles and Failed when it bounced; everything else listed is paid. */
function historyStatus(status: string): 'paid' | 'pending' | 'failed' {
  if (status === 'processing') return 'pending';
  return status === 'failed' ? 'failed' : 'paid';
}

/**
 * Who gave: the member (from their account), the donor named on the gift, or a member deleted
 * since (the gift stays in the books without them; nothing names them any more: 'Deleted member',
 * in the reader's language).
 */
function donorOf(
  row: HistoryRow,
  language: Language,
): Pick<AllGivingHistoryItem, 'donorName' | 'donorEmail' | 'donorKind'> {
  if (row.userId !== null) {
    return {
      donorName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      donorEmail: row.email,
      donorKind: 'member',
    };
  }
  if (row.donorName) return { donorName: row.donorName, donorEmail: row.donorEmail, donorKind: 'guest' };
  return { donorName: translator(language)('api.names.deletedMember'), donorEmail: null, donorKind: 'deleted' };
}

/** Who pays: the signed-in member who made the gift, or anyone holding an anonymous gift's id. */
export type Payer = { userId: string } | 'anonymous';

/** Where an anonymous gift comes from: the client's network (clientNetwork) and the page's language. */
export interface AnonymousOrigin {
  network: string;
  language: Language;
}

export function createGivingsService(deps: {
  givings: GivingsRepository;
  givingTypes: GivingTypesRepository;
  gateway: PaymentGateway;
  inTransaction: RunInTransaction;
  /** The member's gateway customer, so a saved card can pay the intent. */
  customerOf: (userId: string) => Promise<string>;
  refundWindow: RefundWindow;
  audit: AuditLog;
  /** The card-testing limits on anonymous payments (none where no visitor pays: the demo seed). */
  cardTesting?: CardTestingLimits;
  /** Receipts e-mailed for paid gifts and refunds (none for the demo seed's history). */
  receipts?: GiftReceipts;
  /** The church's processing-fee rules, read at each payment (card 2.9% + $0.30, bank 0.8% up to $5 by default). */
  feeRules: () => Promise<FeeRules>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function create(
    giving: {
      userId: string | null;
      donorName?: string;
      donorEmail?: string;
      kind: 'one-time' | 'anonymous';
      clientNetwork?: string;
      donorLanguage?: Language;
    },
    input: OneTimeGiving,
  ): Promise<CreatedGiving> {
    return deps.inTransaction(async (tx) => {
      // The schema checked every amount rule; the types must exist too.
      const ids = input.designations.map((designation) => designation.givingTypeId);
      if ((await deps.givingTypes.countExisting(ids, tx)) !== ids.length) {
        throw new HttpError(400, [givingMessages.givingTypeInvalid]);
      }
      const { giving: row, details } = await deps.givings.insert(
        giving,
        input.designations.map((designation) => ({
          givingTypeId: designation.givingTypeId,
          amountCents: toCents(designation.amount),
        })),
        tx,
      );
      return {
        id: row.id,
        amount: fromCents(row.amountCents),
        status: 'pending',
        designations: details.map((detail) => ({
          id: detail.id,
          givingTypeId: detail.givingTypeId,
          amount: fromCents(detail.amountCents),
        })),
      };
    });
  }

  /** A pending bank gift the provider gave up on, failed with the account it names (if any). */
  async function neverDebited(intent: GatewayPaymentIntent, tx: Tx) {
    const givings = createGivingsRepository(tx);
    const gift = await givings.findByIntent(intent.id, tx);
    if (gift?.status !== 'pending' || gift.method !== 'bank') return undefined;
    return givings.markNeverDebited(intent.id, await paymentCardOf(deps.gateway, intent), tx);
  }

  async function assertMemberMayRefund(userId: string, paidAt: Date): Promise<void> {
    const until = (await deps.refundWindow.forMember(userId))(paidAt);
    if (until === null) throw new HttpError(400, [refundMessages.afterStatement]);
    if (until <= now()) throw new HttpError(400, [refundMessages.windowPassed(await deps.refundWindow.days())]);
  }

  return {
    createOneTime: (userId: string, input: OneTimeGiving) => create({ userId, kind: 'one-time' }, input),

    createAnonymous: (input: AnonymousGiving, origin?: AnonymousOrigin) =>
      create(
        {
          userId: null,
          donorName: input.donorName,
          donorEmail: input.donorEmail,
          kind: 'anonymous',
          ...(origin ? { clientNetwork: origin.network, donorLanguage: origin.language } : {}),
        },
        input,
      ),

    /**
     * A payment intent for a pending gift. The idempotency key is the gift's, so a retried or
     * repeated request answers the same intent and can never charge twice. An anonymous gift's
     * first intent is a payment attempt from `network`, within the card-testing limits.
     */
    async payment(
      givingId: string,
      payer: Payer,
      from?: { network: string },
      choice: CoverFees = { paymentKind: 'card', coverFees: false },
    ): Promise<PaymentIntentData> {
      const giving = await deps.givings.find(givingId);
      const owned =
        giving &&
        (payer === 'anonymous'
          ? giving.kind === 'anonymous' && giving.userId === null
          : giving.userId === payer.userId);
      if (!giving || !owned) throw new HttpError(404, [GIVING_NOT_FOUND]);
      if (giving.status !== 'pending') throw new HttpError(400, [ALREADY_PAID]);
      // The fee is ours to compute, from the church's rates and the method that will pay; the
      // figure the donor saw must be the same, or they are told instead of charged otherwise.
      const kind = choice.paymentKind ?? 'card';
      const feeCents = choice.coverFees ? coveringFeeCents(giving.amountCents, (await deps.feeRules())[kind]) : 0;
      if (choice.coverFees && choice.fee !== undefined && toCents(choice.fee) !== feeCents) {
        throw new HttpError(409, [feeRatesMessages.feeChanged]);
      }
      const method = kind === 'bank' ? 'bank' : null;
      const sameChoice = giving.feeCents === feeCents && giving.method === method;
      const reuse = giving.paymentIntentId !== null && sameChoice;
      if (payer === 'anonymous' && from && deps.cardTesting) {
        await deps.cardTesting.beforePayment(
          { network: from.network, email: giving.donorEmail ?? '' },
          { newAttempt: !reuse },
        );
      }
      // Asked again for the intent it has: the same one (whichever request made it).
      if (reuse && giving.paymentIntentId) {
        const intent = await deps.gateway.retrievePaymentIntent(giving.paymentIntentId);
        if (intent) return { clientSecret: intent.clientSecret };
      }
      // Another amount or method: the intent asked for before is stopped first, so only one of
      // them can ever be paid (one already paid or settling refuses, and so does this request).
      if (giving.paymentIntentId) {
        const previous = giving.paymentIntentId;
        const stopped = await gatewayCall(() => deps.gateway.cancelPaymentIntent(previous)).catch(() => undefined);
        if (stopped?.status !== 'canceled') throw new HttpError(400, [ALREADY_PAID]);
      }
      const customerId = payer === 'anonymous' ? undefined : await deps.customerOf(payer.userId);
      // The first card intent keeps the key it always had; another choice is keyed by what it
      // charges and the intent it replaces, so a retried request is the same call.
      const idempotencyKey =
        giving.paymentIntentId === null && kind === 'card' && feeCents === 0
          ? `giving-${giving.id}-payment`
          : `giving-${giving.id}-payment-${kind}-${feeCents}-after-${giving.paymentIntentId ?? 'none'}`;
      const intent = await gatewayCall(() =>
        deps.gateway.createPaymentIntent(
          {
            amount: giving.amountCents + feeCents,
            currency: 'usd',
            paymentMethodTypes: [kind === 'bank' ? 'us_bank_account' : 'card'],
            metadata: { givingId: giving.id, kind: giving.kind, feeCents: String(feeCents) },
            ...(customerId ? { customerId } : {}),
            ...(giving.donorEmail ? { receiptEmail: giving.donorEmail } : {}),
          },
          { idempotencyKey },
        ),
      );
      await deps.givings.setPaymentIntent(giving.id, intent.id, { feeCents, method });
      return { clientSecret: intent.clientSecret };
    },

    async history(userId: string, page: CursorPageQuery): Promise<GivingHistory> {
      const { entities, ...rest } = await deps.givings.history({ userId }, page);
      const deadline: RefundDeadline = await deps.refundWindow.forMember(userId);
      return {
        ...rest,
        entities: entities.map((row) => {
          const settled = row.status === 'paid' || row.status === 'refunded';
          const until =
            row.isRefunded || row.kind === 'offline' || !settled ? null : deadline(row.paidAt ?? row.createdAt);
          return { ...historyItem(row), refundableUntil: until && until > now() ? until.toISOString() : null };
        }),
      };
    },

    /** Everybody's paid designations, newest first, within the dates and giving type asked for. */
    async allHistory(query: AllGivingHistoryQuery, language: Language = 'en'): Promise<AllGivingHistory> {
      const { from, to, givingTypeId, ...page } = query;
      const { entities, ...rest } = await deps.givings.history(
        {
          userId: null,
          ...(from ? { from: new Date(from) } : {}),
          ...(to ? { to: new Date(to) } : {}),
          ...(givingTypeId === undefined ? {} : { givingTypeId }),
        },
        page,
      );
      return {
        ...rest,
        entities: entities.map((row) => ({
          ...historyItem(row),
          ...donorOf(row, language),
          kind: row.kind as GivingKind,
        })),
      };
    },

    /**
     * Refunds one designation of the member's own paid gift, or of anybody's for an admin
     * (`anyDonor`). The key is the detail's, so a repeat never refunds twice; the refund webhook
     * sets isRefunded. A member's own refund is bound by the refund window (refund-window.ts);
     * every refund asked for is recorded in the audit log.
     */
    async refund(userId: string, givingDetailId: number, { anyDonor = false } = {}): Promise<void> {
      const found = await deps.givings.detailWithGiving(givingDetailId);
      if (!found || (!anyDonor && found.giving.userId !== userId)) throw new HttpError(404, [GIVING_NOT_FOUND]);
      if (found.detail.isRefunded) throw new HttpError(400, [ALREADY_REFUNDED]);
      // Cash, checks and mail never went through the gateway: there is nothing to refund there.
      if (found.giving.kind === 'offline') throw new HttpError(400, [OFFLINE_NOT_REFUNDABLE]);
      const paymentIntentId = found.giving.paymentIntentId;
      // A bank payment not settled yet (or failed) has nothing to give back yet.
      const settled = found.giving.status === 'paid' || found.giving.status === 'refunded';
      if (!settled || !paymentIntentId) throw new HttpError(400, [NOT_PAID]);
      const ownGift = found.giving.userId === userId;
      if (!anyDonor) await assertMemberMayRefund(userId, found.giving.paidAt ?? found.giving.createdAt);
      await deps.audit.record({
        action: 'giving.refund',
        subject: { type: 'giving-detail', id: givingDetailId },
        details: { givingId: found.giving.id, amount: fromCents(found.detail.amountCents), ownGift },
        // The donor's name and e-mail as they are today, in case they are deleted later.
        ...(found.giving.userId ? { aboutMember: found.giving.userId } : {}),
      });
      await gatewayCall(() =>
        deps.gateway.createRefund(
          {
            paymentIntentId,
            amount: found.detail.amountCents,
            metadata: { givingDetailId: String(givingDetailId) },
          },
          { idempotencyKey: `giving-detail-${givingDetailId}-refund` },
        ),
      );
    },

    /** refund.succeeded: the designation is refunded (a replay changes nothing). */
    async onRefundSucceeded(event: GatewayEvent, tx: Tx): Promise<void> {
      const metadata = event.data.object.metadata as Record<string, string> | undefined;
      const detailId = Number(metadata?.givingDetailId);
      if (!Number.isInteger(detailId) || detailId <= 0) return;
      const refunded = await createGivingsRepository(tx).markDetailRefunded(detailId, tx);
      if (refunded) await deps.receipts?.refunded(detailId, now(), tx);
    },

    /**
     * payment_intent.succeeded: the gift is paid (once; a replay changes nothing), with its card
     * or bank account; a bank payment that was processing has settled.
     */
    async onPaymentSucceeded(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string') return;
      const card = await paymentCardOf(deps.gateway, intent);
      const paid = await createGivingsRepository(tx).markPaid(intent.id, now(), card, tx);
      if (paid) await deps.receipts?.paid(paid, tx);
    },

    /**
     * payment_intent.processing: a bank payment was made and waits for the bank (days): the gift
     * is listed as Pending from now, dated now, until it settles or fails.
     */
    async onPaymentProcessing(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string') return;
      const account = await paymentCardOf(deps.gateway, intent);
      await createGivingsRepository(tx).markProcessing(intent.id, now(), account, tx);
    },

    /**
     * payment_intent.payment_failed: a bank payment that was processing failed (the gift is
     * Failed and its donor told, once); a card declined on an anonymous gift counts against the
     * network it was given from (card-testing-limits.ts). A recurring charge's donor is told by
     * the recurring-givings module, which knows whether the gift falls past due (its own mail).
     */
    async onPaymentFailed(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string') return;
      const givings = createGivingsRepository(tx);
      const failed =
        (await givings.markFailed(intent.id, tx)) ??
        (verificationLapsed(intent) ? await neverDebited(intent, tx) : undefined);
      if (failed) {
        if (failed.kind !== 'recurring') await deps.receipts?.bankFailed(failed.id, tx);
        return;
      }
      if (!deps.cardTesting) return;
      const gift = await givings.findByIntent(intent.id, tx);
      if (gift?.kind === 'anonymous' && gift.status === 'pending' && gift.clientNetwork) {
        await deps.cardTesting.declined(gift.clientNetwork, tx);
      }
    },

    /**
     * payment_intent.canceled by the provider (not by us: ours say 'abandoned'): a bank gift
     * still waiting for its account's micro-deposits will never be debited, so it is Failed and
     * its donor told, once. A card gift's intent canceled after declines stays as it was.
     */
    async onPaymentCanceled(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string' || intent.cancellationReason === 'abandoned') return;
      const failed = await neverDebited(intent, tx);
      if (failed && failed.kind !== 'recurring') await deps.receipts?.bankFailed(failed.id, tx);
    },
  };
}

/**
 * The provider gave up on an account waiting for micro-deposits: not verified in time, too
 * many wrong tries, or the deposits could not be sent (Stripe's payment_method_microdeposit_*
 * codes on payment_intent.payment_failed; the intent goes back to requires_payment_method).
 */
function verificationLapsed(intent: GatewayPaymentIntent): boolean {
  return intent.lastPaymentError?.code.startsWith('payment_method_microdeposit_') ?? false;
}
