import {
  fromCents,
  reportMessages,
  type DonorReport,
  type DonorTotals,
  type EventsReport,
  type GiftsReport,
  type Language,
  type ReportRange,
} from '@church/contracts';
import { DateTime } from 'luxon';
import { HttpError } from '../../lib/http-error';
import { translator, type Translate } from '../../lib/i18n';
import type { GivingTypesRepository } from '../giving-types';
import { instantRange } from './report-range';
import type { ReportsRepository } from './reports.repository';

export type ReportsService = ReturnType<typeof createReportsService>;

/** The whole period's figures: every donor (sorted by name) and the grand totals, in dollars. */
export type GiftsSummary = Omit<GiftsReport, 'count' | 'entities'> & { donors: DonorTotals[] };

const byName = (a: DonorTotals, b: DonorTotals) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.donorKey.localeCompare(b.donorKey);

/** How a gift was paid, in a word a statement reader knows, in their language. */
function methodOf(gift: { kind: string; method: string | null; checkNumber: string | null }, t: Translate): string {
  if (gift.kind !== 'offline') return t(gift.method === 'bank' ? 'api.report.methods.bank' : 'api.report.methods.card');
  if (gift.method === 'check')
    return gift.checkNumber
      ? t('api.report.methods.checkNumber', { number: gift.checkNumber })
      : t('api.report.methods.check');
  return t(gift.method === 'mail' ? 'api.report.methods.mail' : 'api.report.methods.cash');
}

/**
 * The reports' figures, read from the books: only paid designations that were not refunded
 * count (offline gifts too), in whole days of the church's calendar (`timeZone`).
 */
export function createReportsService(deps: {
  reports: ReportsRepository;
  givingTypes: GivingTypesRepository;
  timeZone: string;
  /** The church's own tax wording for statements ('' for the standard one). */
  taxWording: () => Promise<string>;
}) {
  const { reports, timeZone } = deps;

  /** `language`: the reader's, for the name of a donor no longer there. */
  async function giftsSummary(range: ReportRange, language: Language = 'en'): Promise<GiftsSummary> {
    const instants = instantRange(range, timeZone);
    const [rows, counts, split, types, feeCents] = await Promise.all([
      reports.totalsByDonorAndType(instants),
      reports.giftCounts(instants),
      reports.onlineOffline(instants),
      deps.givingTypes.list(),
      reports.feesCovered(instants),
    ]);
    const donors = new Map<string, DonorTotals & { cents: Map<number, number> }>();
    for (const row of rows) {
      const donor = donors.get(row.donorKey) ?? {
        donorKey: row.donorKey,
        name: '',
        email: null,
        giftCount: counts.get(row.donorKey) ?? 0,
        byType: [],
        total: 0,
        cents: new Map<number, number>(),
      };
      // A member's own name wins over a name typed with an anonymous gift.
      donor.name = row.memberName ?? (donor.name || row.donorName) ?? '';
      donor.email ??= row.email;
      donor.cents.set(row.givingTypeId, (donor.cents.get(row.givingTypeId) ?? 0) + row.cents);
      donors.set(row.donorKey, donor);
    }
    const typeCents = new Map<number, number>();
    const list = [...donors.values()].map(({ cents, ...donor }) => {
      let total = 0;
      for (const [givingTypeId, amount] of cents) {
        total += amount;
        typeCents.set(givingTypeId, (typeCents.get(givingTypeId) ?? 0) + amount);
      }
      return {
        ...donor,
        name: donor.name || translator(language)('api.names.deletedMember'),
        byType: [...cents].map(([givingTypeId, amount]) => ({ givingTypeId, amount: fromCents(amount) })),
        total: fromCents(total),
      };
    });
    // Types since deleted cannot have gifts (409), so every counted type is in the list.
    const givingTypes = types.map((type) => ({ id: type.id, name: type.name }));
    return {
      donors: list.sort(byName),
      givingTypes,
      totals: {
        byType: givingTypes.map((type) => ({ givingTypeId: type.id, amount: fromCents(typeCents.get(type.id) ?? 0) })),
        online: fromCents(split.onlineCents),
        offline: fromCents(split.offlineCents),
        overall: fromCents(split.onlineCents + split.offlineCents),
        ...(feeCents > 0 ? { fees: fromCents(feeCents) } : {}),
      },
    };
  }

  return {
    timeZone,
    taxWording: deps.taxWording,

    /** The events starting within the days, grouped by month of the church's calendar. */
    async eventsReport(range: ReportRange): Promise<EventsReport> {
      const rows = await reports.events(instantRange(range, timeZone), timeZone);
      const months: EventsReport['months'] = [];
      for (const row of rows) {
        const month = DateTime.fromJSDate(row.startDate, { zone: timeZone }).toFormat('yyyy-MM');
        const event = { ...row, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() };
        const last = months.at(-1);
        if (last?.month === month) last.events.push(event);
        else months.push({ month, events: [event] });
      }
      return { timeZone, months };
    },

    giftsSummary,

    /** Whom a statement goes to reads it in their account's language. */
    recipientLanguage: (email: string) => reports.languageOf(email),

    /** One page of donors (by name) with the whole period's totals. */
    async giftsReport(query: ReportRange & { skip: number; take: number }, language: Language = 'en'): Promise<GiftsReport> {
      const { donors, ...summary } = await giftsSummary(query, language);
      return { count: donors.length, entities: donors.slice(query.skip, query.skip + query.take), ...summary };
    },

    /** One donor's gifts in the days, with their address when they are a member. */
    async donorReport(range: ReportRange, donorKey: string, language: Language = 'en'): Promise<DonorReport> {
      const t = translator(language);
      const gifts = await reports.donorGifts(instantRange(range, timeZone), donorKey);
      if (gifts.length === 0) throw new HttpError(404, [reportMessages.donorNotFound]);
      const memberId = gifts.find((gift) => gift.userId !== null)?.userId;
      const member = memberId ? await reports.member(memberId) : undefined;
      const named = [...gifts].reverse().find((gift) => gift.donorName)?.donorName;
      const email = member?.email ?? gifts.find((gift) => gift.donorEmail)?.donorEmail?.toLowerCase() ?? null;
      const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
      const feeCents = gifts.reduce((sum, gift) => sum + gift.feeCents, 0);
      return {
        donor: {
          donorKey,
          name: member ? `${member.firstName} ${member.lastName}` : (named ?? t('api.names.deletedMember')),
          email,
          address: member ? `${member.streetAddress}, ${member.city}, ${member.state} ${member.zipCode}` : null,
        },
        gifts: gifts.map((gift) => ({
          id: gift.id,
          // Counted gifts are paid, so they have a paid time.
          paidAt: (gift.paidAt ?? new Date(0)).toISOString(),
          givingTypeName: gift.givingTypeName,
          amount: fromCents(gift.amountCents),
          method: methodOf(gift, t),
          ...(gift.feeCents > 0 ? { fee: fromCents(gift.feeCents) } : {}),
        })),
        total: fromCents(totalCents),
        ...(feeCents > 0 ? { fees: fromCents(feeCents) } : {}),
      };
    },
  };
}
