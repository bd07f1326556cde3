import {
  fromCents,
  givingMessages,
  offlineGivingMessages,
  toCents,
  type CreatedGiving,
  type OfflineGiving,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { AuditLog } from '../audit';
import type { GivingTypesRepository } from '../giving-types';
import type { UsersRepository } from '../users';
import type { GivingsRepository } from './givings.repository';

export type OfflineGivingsService = ReturnType<typeof createOfflineGivingsService>;

export const offlineMessages = {
  dateInvalid: 'Date is invalid',
  dateInFuture: 'Date cannot be in the future',
  notFound: 'Giving not found',
  duplicateCheck: (checkNumber: string) => `Check ${checkNumber} from this donor is already recorded`,
} as const;

/** UTC+14 is the first zone to start a day: a date no zone has reached yet is in the future. */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The received day as a timestamp at noon UTC, so it reads as the same calendar day wherever the
 * history is shown (midnight UTC would be the evening before in Kansas); never later than now, so
 * a gift received today counts in today's statistics even before noon UTC.
 */
export function receivedAt(receivedOn: string, now: Date): Date {
  const midnight = new Date(`${receivedOn}T00:00:00Z`);
  // isoDate lets 2026-02-31 through; a real date reads back the same.
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== receivedOn) {
    throw new HttpError(400, [offlineMessages.dateInvalid]);
  }
  if (midnight.getTime() - EARLIEST_ZONE_MS > now.getTime()) throw new HttpError(400, [offlineMessages.dateInFuture]);
  return new Date(Math.min(midnight.getTime() + 12 * 60 * 60 * 1000, now.getTime()));
}

/**
 * Gifts received in person or by mail, recorded by the Givings action as paid. The donor is a
 * member chosen by search, or a typed name whose e-mail, when it is a member's, links the gift to
 * that member; either way it shows in the member's history too.
 */
export function createOfflineGivingsService(deps: {
  givings: GivingsRepository;
  givingTypes: GivingTypesRepository;
  users: UsersRepository;
  inTransaction: RunInTransaction;
  audit: AuditLog;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The member chosen by search, else the member whose e-mail the typed donor gave, if any. */
  async function donorMember(input: OfflineGiving, tx: Tx) {
    if (input.userId !== undefined) {
      const member = await deps.users.findById(input.userId, tx);
      if (!member) throw new HttpError(400, [offlineGivingMessages.memberNotFound]);
      return member;
    }
    return input.donorEmail ? deps.users.findByEmail(input.donorEmail, tx) : undefined;
  }

  /**
   * The same check entered twice is most often one gift typed twice: a 409 asks the person first,
   * and the form sends `duplicateConfirmed` when they say it really is a second gift.
   */
  async function askBeforeSecondCheck(input: OfflineGiving, memberId: string | undefined, tx: Tx) {
    if (input.method !== 'check' || !input.checkNumber || input.duplicateConfirmed) return;
    const donor = memberId ? { userId: memberId } : { donorName: input.donorName ?? '' };
    if (await deps.givings.hasOfflineCheck(donor, input.checkNumber, tx)) {
      throw new HttpError(409, [offlineMessages.duplicateCheck(input.checkNumber)]);
    }
  }

  return {
    async create(input: OfflineGiving): Promise<CreatedGiving> {
      const paidAt = receivedAt(input.receivedOn, now());
      return deps.inTransaction(async (tx) => {
        if (!(await deps.givingTypes.findById(input.givingTypeId, tx))) {
          throw new HttpError(400, [givingMessages.givingTypeInvalid]);
        }
        const member = await donorMember(input, tx);
        await askBeforeSecondCheck(input, member?.id, tx);
        const { giving, details } = await deps.givings.insert(
          {
            userId: member?.id ?? null,
            kind: 'offline',
            status: 'paid',
            paidAt,
            // A member chosen by search is named by their account (and by nothing once deleted).
            ...(input.userId === undefined && input.donorName ? { donorName: input.donorName } : {}),
            ...(input.userId === undefined && input.donorEmail ? { donorEmail: input.donorEmail } : {}),
            method: input.method,
            ...(input.method === 'check' && input.checkNumber ? { checkNumber: input.checkNumber } : {}),
            ...(input.note ? { note: input.note } : {}),
          },
          [{ givingTypeId: input.givingTypeId, amountCents: toCents(input.amount) }],
          tx,
        );
        await deps.audit.record(
          {
            action: 'offline-giving.create',
            subject: { type: 'giving', id: giving.id },
            details: {
              amount: fromCents(giving.amountCents),
              method: input.method,
              receivedOn: input.receivedOn,
              ...(input.checkNumber ? { checkNumber: input.checkNumber } : {}),
              ...(member ? {} : { donorName: input.donorName ?? null }),
            },
            ...(member ? { aboutMember: member.id } : {}),
          },
          tx,
        );
        return {
          id: giving.id,
          amount: fromCents(giving.amountCents),
          status: 'paid',
          designations: details.map((detail) => ({
            id: detail.id,
            givingTypeId: detail.givingTypeId,
            amount: fromCents(detail.amountCents),
          })),
        };
      });
    },

    /** Only offline gifts: a gift paid through the gateway is refunded, never deleted. */
    async delete(id: string): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const giving = await deps.givings.find(id, tx);
        if (!giving || !(await deps.givings.deleteOffline(id, tx)))
          throw new HttpError(404, [offlineMessages.notFound]);
        await deps.audit.record(
          {
            action: 'offline-giving.delete',
            subject: { type: 'giving', id },
            details: {
              amount: fromCents(giving.amountCents),
              method: giving.method,
              paidAt: giving.paidAt?.toISOString() ?? null,
              ...(giving.userId ? {} : { donorName: giving.donorName }),
            },
            ...(giving.userId ? { aboutMember: giving.userId } : {}),
          },
          tx,
        );
      });
    },
  };
}
