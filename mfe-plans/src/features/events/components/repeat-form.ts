import * as v from 'valibot';
import {
  repeatMessages,
  repeatProblem,
  RepeatRuleSchema,
  type MonthlyRepeatKind,
  type RepeatFrequency,
  type RepeatRuleInput,
} from '@church/contracts';

/** The event form's repeat inputs as they hold them (text for numbers, '' for empty). */
export interface RepeatFormValues {
  startDate: string;
  repeatFrequency: 'none' | RepeatFrequency;
  repeatInterval: string;
  repeatWeekdays: string[];
  repeatMonthlyBy: MonthlyRepeatKind;
  repeatEnds: 'until' | 'count';
  repeatUntil: string;
  repeatCount: string;
  skippedDates: string[];
}

const wholeOrNaN = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The contract's rule from the inputs; null when the event does not repeat. */
export function repeatOf(form: RepeatFormValues): RepeatRuleInput | null {
  if (form.repeatFrequency === 'none') return null;
  return {
    frequency: form.repeatFrequency,
    interval: wholeOrNaN(form.repeatInterval),
    weekdays: form.repeatWeekdays as RepeatRuleInput['weekdays'],
    monthlyBy: form.repeatMonthlyBy,
    until: form.repeatEnds === 'until' && form.repeatUntil ? form.repeatUntil : null,
    count: form.repeatEnds === 'count' && form.repeatCount.trim() ? wholeOrNaN(form.repeatCount) : null,
    skipped: form.skippedDates,
  };
}

export type RepeatField = 'repeatInterval' | 'repeatWeekdays' | 'repeatUntil' | 'repeatCount' | 'skippedDates';

const fieldOfKey: Record<string, RepeatField> = {
  interval: 'repeatInterval',
  weekdays: 'repeatWeekdays',
  until: 'repeatUntil',
  count: 'repeatCount',
  skipped: 'skippedDates',
};

/**
 * The first thing wrong with the repeat inputs and the input it belongs to: the contract's
 * schema, then `repeatProblem` with the first date, both as the API asks them.
 */
export function repeatIssue(form: RepeatFormValues): { field: RepeatField; message: string } | undefined {
  const rule = repeatOf(form);
  if (!rule) return undefined;
  const parsed = v.safeParse(RepeatRuleSchema, rule);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const key = issue.path?.[0]?.key;
    const endField = form.repeatEnds === 'until' ? 'repeatUntil' : 'repeatCount';
    const field =
      (typeof key === 'string' ? fieldOfKey[key] : undefined) ??
      (issue.message === repeatMessages.weekdaysRequired ? 'repeatWeekdays' : endField);
    return { field, message: issue.message };
  }
  const problem = repeatProblem(parsed.output, form.startDate);
  if (!problem) return undefined;
  return { field: problem === repeatMessages.startNotOnWeekday ? 'repeatWeekdays' : 'repeatUntil', message: problem };
}

/** The inputs a repeat check reads: it runs once they all hold something of their type. */
export const repeatPaths = [
  ['startDate'],
  ['repeatFrequency'],
  ['repeatInterval'],
  ['repeatWeekdays'],
  ['repeatMonthlyBy'],
  ['repeatEnds'],
  ['repeatUntil'],
  ['repeatCount'],
  ['skippedDates'],
] as const;
