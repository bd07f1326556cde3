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
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
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
const DELETED_MEMBER = 'Deleted member';

function historyItem(row: HistoryRow): GivingHistoryItem {
  return {
    id: row.id,
    givingId: row.givingId,
    amount: fromCents(row.amountCents),
    givingTypeName: row.givingTypeName,
    isRefunded: row.isRefunded,
    creationDate: (row.paidAt ?? row.createdAt).toISOString(),
    paymentMethod: paymentMethodOf(row),
  };
}

/**
 * Who gave: the member (from their account), the donor named on the gift, or a member deleted
 * since (the gift stays in the books without them; nothing names them any more).
 */
function donorOf(row: HistoryRow): Pick<AllGivingHistoryItem, 'donorName' | 'donorEmail' | 'donorKind'> {
  if (row.userId !== null) {
    return {
      donorName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      donorEmail: row.email,
      donorKind: 'member',
    };
  }
  if (row.donorName) return { donorName: row.donorName, donorEmail: row.donorEmail, donorKind: 'guest' };
  return { donorName: DELETED_MEMBER, donorEmail: null, donorKind: 'deleted' };
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
    async payment(givingId: string, payer: Payer, from?: { network: string }): Promise<PaymentIntentData> {
      const giving = await deps.givings.find(givingId);
      const owned =
        giving &&
        (payer === 'anonymous'
          ? giving.kind === 'anonymous' && giving.userId === null
          : giving.userId === payer.userId);
      if (!giving || !owned) throw new HttpError(404, [GIVING_NOT_FOUND]);
      if (giving.status !== 'pending') throw new HttpError(400, [ALREADY_PAID]);
      if (payer === 'anonymous' && from && deps.cardTesting) {
        await deps.cardTesting.beforePayment(
          { network: from.network, email: giving.donorEmail ?? '' },
          { newAttempt: giving.paymentIntentId === null },
        );
      }
      const customerId = payer === 'anonymous' ? undefined : await deps.customerOf(payer.userId);
      const intent = await gatewayCall(() =>
        deps.gateway.createPaymentIntent(
          {
            amount: giving.amountCents,
            currency: 'usd',
            metadata: { givingId: giving.id, kind: giving.kind },
            ...(customerId ? { customerId } : {}),
            ...(giving.donorEmail ? { receiptEmail: giving.donorEmail } : {}),
          },
          { idempotencyKey: `giving-${giving.id}-payment` },
        ),
      );
      if (giving.paymentIntentId !== intent.id) await deps.givings.setPaymentIntent(giving.id, intent.id);
      return { clientSecret: intent.clientSecret };
    },

    async history(userId: string, page: CursorPageQuery): Promise<GivingHistory> {
      const { entities, ...rest } = await deps.givings.history({ userId }, page);
      const deadline: RefundDeadline = await deps.refundWindow.forMember(userId);
      return {
        ...rest,
        entities: entities.map((row) => {
          const until = row.isRefunded || row.kind === 'offline' ? null : deadline(row.paidAt ?? row.createdAt);
          return { ...historyItem(row), refundableUntil: until && until > now() ? until.toISOString() : null };
        }),
      };
    },

    /** Everybody's paid designations, newest first, within the dates and giving type asked for. */
    async allHistory(query: AllGivingHistoryQuery): Promise<AllGivingHistory> {
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
        entities: entities.map((row) => ({ ...historyItem(row), ...donorOf(row), kind: row.kind as GivingKind })),
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
      if (found.giving.status === 'pending' || !paymentIntentId) throw new HttpError(400, [NOT_PAID]);
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

    /** payment_intent.succeeded: the gift is paid (once; a replay changes nothing), with its card. */
    async onPaymentSucceeded(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string') return;
      const card = await paymentCardOf(deps.gateway, intent);
      const paid = await createGivingsRepository(tx).markPaid(intent.id, now(), card, tx);
      if (paid) await deps.receipts?.paid(paid, tx);
    },

    /**
     * payment_intent.payment_failed: a card declined on an anonymous gift counts against the
     * network it was given from (card-testing-limits.ts).
     */
    async onPaymentFailed(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string' || !deps.cardTesting) return;
      const gift = await createGivingsRepository(tx).findByIntent(intent.id, tx);
      if (gift?.kind === 'anonymous' && gift.clientNetwork) await deps.cardTesting.declined(gift.clientNetwork, tx);
    },
  };
}
