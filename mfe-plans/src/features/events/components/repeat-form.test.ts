import * as v from 'valibot';
import { repeatMessages } from '@church/contracts';
import { EventFormSchema, toSaveEvent, type EventFormInput } from './event-form-schema';

// Wednesday 4 March 2026, 19:00 to 20:30 on the church's clock.
const form: EventFormInput = {
  title: 'Bible study',
  body: '',
  location: '',
  startDate: '2026-03-04',
  startTime: '19:00',
  endDate: '2026-03-04',
  endTime: '20:30',
  isPublic: true,
  saveAsTemplate: false,
  repeatFrequency: 'weekly',
  repeatWeekdays: ['WE'],
  repeatEnds: 'until',
  repeatUntil: '2026-06-24',
};
/** Each refused input with its message, as the form shows them under the inputs. */
const issuesFor = (changes: Partial<EventFormInput>) =>
  (v.safeParse(EventFormSchema, { ...form, ...changes }).issues ?? []).map((issue) => [
    issue.path?.map((item) => item.key).join('.'),
    issue.message,
  ]);

test('the form shows each repeat problem under its input, as the API would refuse it', () => {
  expect(issuesFor({})).toEqual([]);
  expect(issuesFor({ repeatWeekdays: ['MO'] })).toEqual([['repeatWeekdays', repeatMessages.startNotOnWeekday]]);
  expect(issuesFor({ repeatWeekdays: [] })).toEqual([['repeatWeekdays', repeatMessages.weekdaysRequired]]);
  expect(issuesFor({ repeatUntil: '2026-03-04' })).toEqual([['repeatUntil', repeatMessages.untilBeforeStart]]);
  expect(issuesFor({ repeatUntil: '2028-03-05' })).toEqual([['repeatUntil', repeatMessages.untilTooFar]]);
  expect(issuesFor({ repeatUntil: '' })).toEqual([['repeatUntil', repeatMessages.endRequired]]);
  expect(issuesFor({ repeatEnds: 'count', repeatCount: '1' })).toEqual([['repeatCount', repeatMessages.countRange]]);
  expect(issuesFor({ repeatInterval: '0' })).toEqual([['repeatInterval', repeatMessages.intervalRange]]);
  // Not repeating: nothing of the rule is read.
  expect(issuesFor({ repeatFrequency: 'none', repeatWeekdays: [] })).toEqual([]);
});

test('a repeating event is sent with its rule and skipped dates; a one-time event with none', () => {
  const weekly = v.parse(EventFormSchema, { ...form, skippedDates: ['2026-04-08'] });
  expect(toSaveEvent(weekly, null, 'America/Chicago').repeat).toEqual({
    frequency: 'weekly',
    interval: 1,
    weekdays: ['WE'],
    monthlyBy: 'day-of-month',
    until: '2026-06-24',
    count: null,
    skipped: ['2026-04-08'],
  });
  const once = v.parse(EventFormSchema, { ...form, repeatFrequency: 'none' });
  expect(toSaveEvent(once, null, 'America/Chicago').repeat).toBeUndefined();
});
