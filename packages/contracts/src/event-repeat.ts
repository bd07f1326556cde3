import * as v from 'valibot';
import { daySchema } from './date-inputs';

// How an event repeats (decision 0085-repeating-events): a rule read on the church's calendar,
// from the event's first date. The API expands it (RFC 5545 semantics) and writes it into the
// feeds as an RRULE; the form and the API check it with the same schema and `repeatProblem`.

export const repeatFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type RepeatFrequency = (typeof repeatFrequencies)[number];

/** RFC 5545 weekday codes, Monday first. */
export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** Monthly on the first date's day of the month (the 7th), or on its weekday (the first Saturday). */
export const monthlyRepeatKinds = ['day-of-month', 'weekday'] as const;
export type MonthlyRepeatKind = (typeof monthlyRepeatKinds)[number];

export const repeatLimits = { interval: 99, count: 730, years: 2, skipped: 100 } as const;

export const repeatMessages = {
  intervalRange: `Repeat every 1 to ${repeatLimits.interval}`,
  weekdaysRequired: 'Choose at least one day of the week',
  startNotOnWeekday: 'The first date must be on one of the chosen days',
  endRequired: 'Choose an end date or a number of times',
  countRange: `The number of times must be between 2 and ${repeatLimits.count}`,
  untilBeforeStart: 'The repeat must end after the first date',
  untilTooFar: `The repeat must end within ${repeatLimits.years} years of the first date`,
  skippedTooMany: `At most ${repeatLimits.skipped} skipped dates`,
  skippedNotADate: "A skipped date is not one of the event's dates",
  occurrenceNotFound: "This date is not one of the event's dates",
  notRepeating: 'This event does not repeat',
  dateInvalid: 'Date is invalid',
} as const;

const day = daySchema({ invalid: repeatMessages.dateInvalid });

/** The rule as stored and answered (no checks: what the API writes is already checked). */
export const RepeatRuleShape = v.object({
  frequency: v.picklist(repeatFrequencies),
  /** Every `interval` days, weeks or months. */
  interval: v.number(),
  /** Weekly: the days it falls on (the first date's among them). */
  weekdays: v.array(v.picklist(weekdayCodes)),
  monthlyBy: v.picklist(monthlyRepeatKinds),
  /** The last day it may fall on ('YYYY-MM-DD', church calendar), or null when `count` ends it. */
  until: v.nullable(v.string()),
  /** How many times it happens, skipped dates included (RFC 5545 COUNT), or null. */
  count: v.nullable(v.number()),
  /** Dates left out ('YYYY-MM-DD', each one of the rule's dates): the feed's EXDATE. */
  skipped: v.array(v.string()),
});
export type RepeatRule = v.InferOutput<typeof RepeatRuleShape>;

/** What the event forms send; the checks that need the first date are `repeatProblem`'s. */
export const RepeatRuleSchema = v.pipe(
  v.object({
    frequency: v.picklist(repeatFrequencies),
    interval: v.optional(
      v.pipe(
        v.number(repeatMessages.intervalRange),
        v.integer(repeatMessages.intervalRange),
        v.minValue(1, repeatMessages.intervalRange),
        v.maxValue(repeatLimits.interval, repeatMessages.intervalRange),
      ),
      1,
    ),
    weekdays: v.optional(v.array(v.picklist(weekdayCodes)), []),
    monthlyBy: v.optional(v.picklist(monthlyRepeatKinds), 'day-of-month'),
    until: v.optional(v.nullable(day), null),
    count: v.optional(
      v.nullable(
        v.pipe(
          v.number(repeatMessages.countRange),
          v.integer(repeatMessages.countRange),
          v.minValue(2, repeatMessages.countRange),
          v.maxValue(repeatLimits.count, repeatMessages.countRange),
        ),
      ),
      null,
    ),
    skipped: v.optional(v.pipe(v.array(day), v.maxLength(repeatLimits.skipped, repeatMessages.skippedTooMany)), []),
  }),
  v.check((rule) => rule.frequency !== 'weekly' || rule.weekdays.length > 0, repeatMessages.weekdaysRequired),
  v.check((rule) => (rule.until === null) !== (rule.count === null), repeatMessages.endRequired),
  // One order, no twice-skipped date: the stored rule reads the same however it was sent.
  v.transform((rule) => ({
    ...rule,
    weekdays: weekdayCodes.filter((code) => rule.weekdays.includes(code)),
    skipped: [...new Set(rule.skipped)].sort(),
  })),
);
export type RepeatRuleInput = v.InferInput<typeof RepeatRuleSchema>;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The weekday code of a calendar day 'YYYY-MM-DD'. */
export function weekdayOf(day: string): WeekdayCode {
  return weekdayCodes[(new Date(dayMs(day)).getUTCDay() + 6) % 7]!;
}

/** Which of its weekday in its month the day is: 1 for the first Saturday, up to 5. */
export function weekOfMonth(day: string): number {
  return Math.ceil(Number(day.slice(8, 10)) / 7);
}

/**
 * What is wrong with the rule for an event whose first date is `firstDay` (church calendar), as
 * a message; undefined when nothing is. The form and the API both ask it.
 */
export function repeatProblem(rule: RepeatRule, firstDay: string): string | undefined {
  if (rule.frequency === 'weekly' && !rule.weekdays.includes(weekdayOf(firstDay))) {
    return repeatMessages.startNotOnWeekday;
  }
  if (rule.until !== null) {
    if (rule.until <= firstDay) return repeatMessages.untilBeforeStart;
    const limit = new Date(dayMs(firstDay));
    limit.setUTCFullYear(limit.getUTCFullYear() + repeatLimits.years);
    if (dayMs(rule.until) > limit.getTime()) return repeatMessages.untilTooFar;
  }
  return undefined;
}
