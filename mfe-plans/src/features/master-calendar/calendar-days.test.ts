import type { CalendarEvent } from '@church/contracts';
import { addMonths, eventsByDay, monthWeeks } from './calendar-days';

const event = (startDate: string, endDate: string): CalendarEvent => ({
  id: 1,
  title: 'Retreat',
  location: '',
  startDate,
  endDate,
  isPublic: true,
  groupId: null,
  groupName: null,
  groupTypeName: null,
  colorTheme: 'gray',
});

it('lays a month out in whole weeks from Sunday to Saturday', () => {
  const march = monthWeeks({ year: 2030, month: 3 });
  expect(march).toHaveLength(6);
  expect(march[0]?.map((day) => day.key)).toEqual([
    '2030-02-24',
    '2030-02-25',
    '2030-02-26',
    '2030-02-27',
    '2030-02-28',
    '2030-03-01',
    '2030-03-02',
  ]);
  expect(march[0]?.map((day) => day.inMonth)).toEqual([false, false, false, false, false, true, true]);
  expect(march.at(-1)?.[0]?.key).toBe('2030-03-31');
  // February 2026 starts on a Sunday and fills exactly four weeks.
  expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
});

it('puts an event on every church day it covers, but not on the day it ends at midnight', () => {
  // From 6 PM on Thursday, Feb 28, to the midnight that ends Saturday, Mar 2 (Chicago).
  const days = eventsByDay([event('2030-03-01T00:00:00Z', '2030-03-03T06:00:00Z')], { year: 2030, month: 2 });
  expect([...days.keys()]).toEqual(['2030-02-28']);
  const march = eventsByDay([event('2030-03-01T00:00:00Z', '2030-03-03T06:00:00Z')], { year: 2030, month: 3 });
  expect([...march].map(([key, items]) => [key, items[0]?.startsToday])).toEqual([
    ['2030-03-01', false],
    ['2030-03-02', false],
  ]);
});

it('steps across years', () => {
  expect(addMonths({ year: 2030, month: 12 }, 1)).toEqual({ year: 2031, month: 1 });
  expect(addMonths({ year: 2030, month: 1 }, -1)).toEqual({ year: 2029, month: 12 });
});
