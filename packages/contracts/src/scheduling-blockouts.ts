import * as v from 'valibot';
import { daySchema } from './date-inputs';

// Blockout dates and the scheduler's conflicts (issue 33). A blockout is a span of days on the
// church's calendar, every day of it or only one weekday (every Sunday of July) or one weekday
// of each month (the first Sunday); `blocksDay` is the one rule the server checks.

export const blockoutRepeats = ['none', 'weekly', 'monthly'] as const;
export type BlockoutRepeat = (typeof blockoutRepeats)[number];

/** Which weekday of the month a monthly blockout takes: the 1st to the 5th, or -1 for the last. */
export const weeksOfMonth = [1, 2, 3, 4, 5, -1] as const;

export const blockoutRules = {
  reasonMax: 200,
  /** The highest maximum of services a month a member can choose. */
  maxPerMonthMax: 31,
  /** Plans starting less than this far apart are "at the same time" for a double booking. */
  sameTimeMinutes: 120,
  reminderDaysMax: 30,
} as const;

export const blockoutMessages = {
  firstDayInvalid: 'Please, enter the first day',
  lastDayInvalid: 'Please, enter a last day on or after the first day',
  weekdayRequired: 'Please, choose the day of the week',
  weekOfMonthRequired: 'Please, choose which week of the month',
  reasonMax: `Reason max length is ${blockoutRules.reasonMax} characters`,
  blockoutNotFound: 'Blockout not found',
  maxPerMonthInvalid: `The maximum is a whole number from 1 to ${blockoutRules.maxPerMonthMax}, or empty`,
  reminderDaysInvalid: `Reminders are sent 0 to ${blockoutRules.reminderDaysMax} days before`,
  feedNotFound: 'Calendar feed not found',
  hasConflicts: 'This member has conflicts on this service. Schedule anyway to override them.',
} as const;

export const BlockoutSchema = v.object({
  id: v.number(),
  repeat: v.picklist(blockoutRepeats),
  /** YYYY-MM-DD on the church's calendar. */
  firstDay: v.string(),
  /** Null: a repeating blockout with no end. */
  lastDay: v.nullable(v.string()),
  /** 0 Sunday to 6 Saturday; null when every day of the span is blocked. */
  weekday: v.nullable(v.number()),
  weekOfMonth: v.nullable(v.number()),
  reason: v.nullable(v.string()),
});
export type Blockout = v.InferOutput<typeof BlockoutSchema>;

const day = (invalid: string) => daySchema({ invalid });
const optionalNumber = v.optional(v.nullable(v.number()), null);

/** POST /api/scheduling/my-blockouts */
export const CreateBlockoutSchema = v.pipe(
  v.object({
    repeat: v.optional(v.picklist(blockoutRepeats), 'none'),
    firstDay: day(blockoutMessages.firstDayInvalid),
    lastDay: v.optional(v.nullable(day(blockoutMessages.lastDayInvalid)), null),
    weekday: optionalNumber,
    weekOfMonth: optionalNumber,
    reason: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(blockoutRules.reasonMax, blockoutMessages.reasonMax),
          v.transform((text) => (text === '' ? null : text)),
        ),
      ),
      null,
    ),
  }),
  v.check((input) => input.lastDay === null || input.lastDay >= input.firstDay, blockoutMessages.lastDayInvalid),
  v.check(
    (input) =>
      input.repeat === 'none' || (Number.isInteger(input.weekday) && input.weekday! >= 0 && input.weekday! <= 6),
    blockoutMessages.weekdayRequired,
  ),
  v.check(
    (input) => input.repeat !== 'monthly' || (weeksOfMonth as readonly number[]).includes(input.weekOfMonth ?? 0),
    blockoutMessages.weekOfMonthRequired,
  ),
  // One day, or a range: every day of it; a repeat keeps only what it uses.
  v.transform((input) => ({
    ...input,
    lastDay: input.repeat === 'none' ? (input.lastDay ?? input.firstDay) : input.lastDay,
    weekday: input.repeat === 'none' ? null : input.weekday,
    weekOfMonth: input.repeat === 'monthly' ? input.weekOfMonth : null,
  })),
);
export type CreateBlockout = v.InferOutput<typeof CreateBlockoutSchema>;
export type CreateBlockoutInput = v.InferInput<typeof CreateBlockoutSchema>;

/** Whether the blockout blocks this day of the church's calendar ('YYYY-MM-DD'). */
export function blocksDay(blockout: Omit<Blockout, 'id' | 'reason'>, day: string): boolean {
  if (day < blockout.firstDay || (blockout.lastDay !== null && day > blockout.lastDay)) return false;
  if (blockout.repeat === 'none') return true;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, date)).getUTCDay() !== blockout.weekday) return false;
  if (blockout.repeat === 'weekly') return true;
  if (blockout.weekOfMonth === -1) return date + 7 > new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.ceil(date / 7) === blockout.weekOfMonth;
}

/** GET/PUT /api/scheduling/my-preferences: how many services a month the member will serve at most. */
export const SchedulingPreferencesSchema = v.object({
  maxPerMonth: v.nullable(
    v.pipe(
      v.number(blockoutMessages.maxPerMonthInvalid),
      v.integer(blockoutMessages.maxPerMonthInvalid),
      v.minValue(1, blockoutMessages.maxPerMonthInvalid),
      v.maxValue(blockoutRules.maxPerMonthMax, blockoutMessages.maxPerMonthInvalid),
    ),
  ),
});
export type SchedulingPreferences = v.InferOutput<typeof SchedulingPreferencesSchema>;

/** GET/PUT /api/scheduling/settings: the church's reminder, N days before a service (0: none). */
export const SchedulingSettingsSchema = v.object({
  reminderDaysBefore: v.pipe(
    v.number(blockoutMessages.reminderDaysInvalid),
    v.integer(blockoutMessages.reminderDaysInvalid),
    v.minValue(0, blockoutMessages.reminderDaysInvalid),
    v.maxValue(blockoutRules.reminderDaysMax, blockoutMessages.reminderDaysInvalid),
  ),
});
export type SchedulingSettings = v.InferOutput<typeof SchedulingSettingsSchema>;

/** Why scheduling this person here needs the scheduler's override. */
export const ConflictSchema = v.variant('kind', [
  v.object({ kind: v.literal('blocked'), reason: v.nullable(v.string()) }),
  v.object({
    kind: v.literal('double-booked'),
    planName: v.string(),
    positionName: v.string(),
    startsAt: v.nullable(v.string()),
  }),
  v.object({ kind: v.literal('over-maximum'), maxPerMonth: v.number(), scheduled: v.number() }),
  /** The team keeps households apart, and this member of the person's household is on the service. */
  v.object({ kind: v.literal('household-apart'), name: v.string() }),
  /** The team keeps households together, and this member of the person's household serves at another service that day. */
  v.object({ kind: v.literal('household-together'), name: v.string(), planName: v.string() }),
]);
export type Conflict = v.InferOutput<typeof ConflictSchema>;

/** GET /api/scheduling/plans/{id}/conflicts: each member of the plan's positions with conflicts. */
export const PlanConflictsSchema = v.array(v.object({ userId: v.string(), conflicts: v.array(ConflictSchema) }));
export type PlanConflicts = v.InferOutput<typeof PlanConflictsSchema>;

/** GET /api/scheduling/my-feed: the member's own secret calendar feed. */
export const MyFeedSchema = v.object({ url: v.string() });
export type MyFeed = v.InferOutput<typeof MyFeedSchema>;
