import type { Language } from '@church/contracts';
import { localeFor } from '../../lib/i18n';
import { renderEmail, type MailMessage } from '../mail';

/** The scheduled person, the plan and the two links, for the invitation mail. */
export interface ScheduledMail {
  person: { email: string; firstName: string; language: Language };
  planName: string;
  startsAt: string | null;
  teamName: string;
  positionName: string;
  acceptUrl: string;
  declineUrl: string;
}

/** Asks the person to accept or decline, in their own language, the service's date on the church's clock. */
export function scheduledMessage(mail: ScheduledMail, timeZone: string): MailMessage {
  const locale = localeFor(mail.person.language, timeZone);
  const { t } = locale;
  const where = { position: mail.positionName, team: mail.teamName, plan: mail.planName };
  return {
    to: mail.person.email,
    ...renderEmail(locale, {
      subject: t('api.mail.schedule.subject', { plan: mail.planName }),
      greeting: t('api.mail.greeting', { name: mail.person.firstName }),
      paragraphs: [
        mail.startsAt
          ? t('api.mail.schedule.scheduledDated', {
              ...where,
              date: locale.date(mail.startsAt),
              time: locale.time(mail.startsAt),
            })
          : t('api.mail.schedule.scheduledUndated', where),
        t('api.mail.schedule.askAnswer'),
      ],
      action: { label: t('api.mail.schedule.accept'), url: mail.acceptUrl },
      moreActions: [{ label: t('api.mail.schedule.decline'), url: mail.declineUrl }],
      closing: t('api.mail.schedule.closing'),
    }),
  };
}

/** The assignment a scheduler is told about, or a member is reminded of. */
interface AssignmentMail {
  planName: string;
  startsAt: string | null;
  teamName: string;
  positionName: string;
}

/** Tells the person who scheduled someone that they declined, in the scheduler's own language. */
export function declinedMessage(
  mail: AssignmentMail & {
    scheduler: { email: string; firstName: string; language: Language };
    person: { firstName: string; lastName: string };
    reason: string | null;
    /** The teammate the person asked to take their place, if any. */
    replacement?: string;
    planUrl: string;
  },
  timeZone: string,
): MailMessage {
  const locale = localeFor(mail.scheduler.language, timeZone);
  const { t } = locale;
  const name = `${mail.person.firstName} ${mail.person.lastName}`;
  const where = { name, position: mail.positionName, team: mail.teamName, plan: mail.planName };
  return {
    to: mail.scheduler.email,
    ...renderEmail(locale, {
      subject: t('api.mail.scheduleDeclined.subject', { name, plan: mail.planName }),
      greeting: t('api.mail.greeting', { name: mail.scheduler.firstName }),
      paragraphs: [
        mail.startsAt
          ? t('api.mail.scheduleDeclined.declinedDated', {
              ...where,
              date: locale.date(mail.startsAt),
              time: locale.time(mail.startsAt),
            })
          : t('api.mail.scheduleDeclined.declinedUndated', where),
        mail.reason
          ? t('api.mail.scheduleDeclined.reason', { reason: mail.reason })
          : t('api.mail.scheduleDeclined.noReason'),
        ...(mail.replacement
          ? [t('api.mail.scheduleDeclined.replacementAsked', { replacement: mail.replacement })]
          : []),
      ],
      action: { label: t('api.mail.scheduleDeclined.action'), url: mail.planUrl },
      closing: mail.replacement
        ? t('api.mail.scheduleDeclined.replacementClosing', { replacement: mail.replacement })
        : t('api.mail.scheduleDeclined.closing'),
    }),
  };
}

/** Reminds an accepted volunteer of the service some days before, in their own language. */
export function reminderMessage(
  mail: AssignmentMail & { startsAt: string; person: { email: string; firstName: string; language: Language } },
  myScheduleUrl: string,
  timeZone: string,
): MailMessage {
  const locale = localeFor(mail.person.language, timeZone);
  const { t } = locale;
  const date = locale.date(mail.startsAt);
  return {
    to: mail.person.email,
    ...renderEmail(locale, {
      subject: t('api.mail.scheduleReminder.subject', { plan: mail.planName, date }),
      greeting: t('api.mail.greeting', { name: mail.person.firstName }),
      paragraphs: [
        t('api.mail.scheduleReminder.body', {
          position: mail.positionName,
          team: mail.teamName,
          plan: mail.planName,
          date,
          time: locale.time(mail.startsAt),
        }),
      ],
      action: { label: t('api.mail.scheduleReminder.action'), url: myScheduleUrl },
      closing: t('api.mail.scheduleReminder.closing'),
    }),
  };
}
