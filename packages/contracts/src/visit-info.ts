import * as v from 'valibot';
import { site } from './site';

/** Bounds of what an admin writes about a visit, one place for the form and the server. */
export const VISIT_INFO_LIMITS = { serviceTimes: 14, serviceName: 60, note: 500, line: 100 } as const;

export const visitInfoMessages = {
  dayInvalid: 'Day must be a day of the week',
  timeInvalid: 'Time must be a time of day (HH:mm)',
  serviceNameRequired: 'Service name is required',
  serviceNameTooLong: 'Service name can be at most 60 characters',
  tooManyServiceTimes: 'At most 14 service times',
  lineTooLong: 'Each line can be at most 100 characters',
  noteTooLong: 'Each note can be at most 500 characters',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  visitEmailInvalid: 'Contact e-mail is not valid',
} as const;

const line = v.pipe(v.string(), v.trim(), v.maxLength(VISIT_INFO_LIMITS.line, visitInfoMessages.lineTooLong));
const requiredLine = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(VISIT_INFO_LIMITS.line, visitInfoMessages.lineTooLong),
  );
const note = v.pipe(v.string(), v.trim(), v.maxLength(VISIT_INFO_LIMITS.note, visitInfoMessages.noteTooLong));

/** One gathering in the week: `day` 0 is Sunday, `time` the church clock's wall time. */
export const ServiceTimeSchema = v.object({
  day: v.pipe(
    v.number(),
    v.integer(visitInfoMessages.dayInvalid),
    v.minValue(0, visitInfoMessages.dayInvalid),
    v.maxValue(6, visitInfoMessages.dayInvalid),
  ),
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, visitInfoMessages.timeInvalid)),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, visitInfoMessages.serviceNameRequired),
    v.maxLength(VISIT_INFO_LIMITS.serviceName, visitInfoMessages.serviceNameTooLong),
  ),
});
export type ServiceTime = v.InferOutput<typeof ServiceTimeSchema>;

/**
 * What a first-time visitor needs to come on Sunday (GET /api/visit-info, anyone; PUT, admins):
 * when, where (with a maps link built from the address), parking, access, and whom to ask.
 */
export const VisitInfoSchema = v.object({
  serviceTimes: v.pipe(
    v.array(ServiceTimeSchema),
    v.maxLength(VISIT_INFO_LIMITS.serviceTimes, visitInfoMessages.tooManyServiceTimes),
  ),
  address: v.object({
    street: requiredLine(visitInfoMessages.streetRequired),
    city: requiredLine(visitInfoMessages.cityRequired),
    state: line,
    zip: line,
  }),
  parking: note,
  accessibility: note,
  phone: line,
  email: v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.email(visitInfoMessages.visitEmailInvalid))],
    visitInfoMessages.visitEmailInvalid,
  ),
});
export type VisitInfo = v.InferOutput<typeof VisitInfoSchema>;

/** What a church shows before an admin has written anything: its address and contact, no times. */
export const defaultVisitInfo: VisitInfo = {
  serviceTimes: [],
  address: { ...site.address },
  parking: '',
  accessibility: '',
  phone: site.phone,
  email: site.email,
};
