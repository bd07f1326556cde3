import * as v from 'valibot';
import { dateInputMessages, eventMessages } from '@church/contracts';
import { EventFormSchema, type EventFormInput } from './event-form-schema';

const form: EventFormInput = {
  title: 'Choir practice',
  body: '',
  location: '',
  startDate: '2026-03-07',
  startTime: '18:00',
  endDate: '2026-03-07',
  endTime: '19:30',
  isPublic: true,
  saveAsTemplate: false,
};
const messagesFor = (changes: Partial<EventFormInput>) =>
  v.safeParse(EventFormSchema, { ...form, ...changes }).issues?.map((issue) => issue.message) ?? [];

test('the form refuses a day the API would refuse, before sending it', () => {
  expect(messagesFor({})).toEqual([]);
  // A date input lets a year such as 0026 be typed.
  expect(messagesFor({ startDate: '0026-03-07' })).toContain(dateInputMessages.yearOutOfRange);
  expect(messagesFor({ endDate: '9999-12-31' })).toContain(dateInputMessages.yearOutOfRange);
  expect(messagesFor({ startDate: '2026-02-30' })).toContain(eventMessages.dateInvalid);
  expect(messagesFor({ startDate: '' })).toContain(eventMessages.startRequired);
});
