import { DateTime } from 'luxon';
import type { ChurchSettingsRepository } from '../church-settings';
import type { StatementJobsRepository } from '../statements';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a member may refund a gift paid at that instant; null once no window can help. */
export type RefundDeadline = (paidAt: Date) => Date | null;

export type RefundWindow = ReturnType<typeof createRefundWindow>;

/**
 * A member refunds their own gift only within the church's refund window, and never once a
 * year-end statement covering it was sent to them: the statement told the tax office about it.
 * Admins are not bound (their refunds are recorded in the audit log instead).
 */
export function createRefundWindow(deps: {
  settings: Pick<ChurchSettingsRepository, 'get'>;
  statements: Pick<StatementJobsRepository, 'yearsSentTo'>;
  /** A member's statements are keyed by their e-mail. */
  emailOf: (userId: string) => Promise<string | undefined>;
  /** CHURCH_TIME_ZONE: a statement covers the gifts of its year on the church's calendar. */
  timeZone: string;
}) {
  return {
    days: async () => (await deps.settings.get()).refundWindowDays,

    /** The deadline rule for one member's gifts. */
    async forMember(userId: string): Promise<RefundDeadline> {
      const email = await deps.emailOf(userId);
      const [{ refundWindowDays }, statementYears] = await Promise.all([
        deps.settings.get(),
        email ? deps.statements.yearsSentTo(email) : new Set<number>(),
      ]);
      return (paidAt) => {
        if (statementYears.has(DateTime.fromJSDate(paidAt, { zone: deps.timeZone }).year)) return null;
        return new Date(paidAt.getTime() + refundWindowDays * DAY_MS);
      };
    },
  };
}

/**
 * When a cached Givings History answer stops being true by itself: the first of its gifts'
 * refund deadlines (its Refund button must go when the window closes, with no write to say so).
 */
export function firstRefundDeadline(answer: unknown): Date | undefined {
  const entities = (answer as { entities?: { refundableUntil?: string | null }[] } | null)?.entities ?? [];
  const deadlines = entities.flatMap((entity) => (entity.refundableUntil ? [Date.parse(entity.refundableUntil)] : []));
  return deadlines.length > 0 ? new Date(Math.min(...deadlines)) : undefined;
}
