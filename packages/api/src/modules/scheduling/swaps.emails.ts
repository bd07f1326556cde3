import type { Language } from '@church/contracts';
import { localeFor } from '../../lib/i18n';
import { renderEmail, type MailMessage } from '../mail';

interface SwapMail {
  planName: string;
  startsAt: string | null;
  teamName: string;
  positionName: string;
}

/** Asks a teammate, in their language, to take the place of the member who declined: the invitation's links. */
export function swapRequestMessage(
  mail: SwapMail & {
    person: { email: string; firstName: string; language: Language };
    /** Who declined and asked. */
    asker: string;
    acceptUrl: string;
    declineUrl: string;
  },
  timeZone: string,
): MailMessage {
  const locale = localeFor(mail.person.language, timeZone);
  const { t } = locale;
  const where = { name: mail.asker, position: mail.positionName, team: mail.teamName, plan: mail.planName };
  return {
    to: mail.person.email,
    ...renderEmail(locale, {
      subject: t('api.mail.swapRequest.subject', { name: mail.asker, plan: mail.planName }),
      greeting: t('api.mail.greeting', { name: mail.person.firstName }),
      paragraphs: [
        mail.startsAt
          ? t('api.mail.swapRequest.askedDated', {
              ...where,
              date: locale.date(mail.startsAt),
              time: locale.time(mail.startsAt),
            })
          : t('api.mail.swapRequest.askedUndated', where),
        t('api.mail.schedule.askAnswer'),
      ],
      action: { label: t('api.mail.schedule.accept'), url: mail.acceptUrl },
      moreActions: [{ label: t('api.mail.schedule.decline'), url: mail.declineUrl }],
      closing: t('api.mail.schedule.closing'),
    }),
  };
}

/** Tells the scheduler, in their language, that the teammate asked accepted: the place is filled. */
export function swapAcceptedMessage(
  mail: SwapMail & {
    scheduler: { email: string; firstName: string; language: Language };
    name: string;
    inPlaceOf: string;
    planUrl: string;
  },
  timeZone: string,
): MailMessage {
  const locale = localeFor(mail.scheduler.language, timeZone);
  const { t } = locale;
  return {
    to: mail.scheduler.email,
    ...renderEmail(locale, {
      subject: t('api.mail.swapAccepted.subject', { name: mail.name, original: mail.inPlaceOf, plan: mail.planName }),
      greeting: t('api.mail.greeting', { name: mail.scheduler.firstName }),
      paragraphs: [
        t('api.mail.swapAccepted.body', {
          name: mail.name,
          original: mail.inPlaceOf,
          position: mail.positionName,
          team: mail.teamName,
          plan: mail.planName,
        }),
      ],
      action: { label: t('api.mail.scheduleDeclined.action'), url: mail.planUrl },
      closing: t('api.mail.swapAccepted.closing'),
    }),
  };
}

/**
 * Offers a declined place to a teammate of the position, in their language: the first to take it
 * (by the mail's link without signing in, or on My Schedule) serves.
 */
export function slotOfferedMessage(
  mail: SwapMail & {
    startsAt: string;
    person: { email: string; firstName: string; language: Language };
    /** Who declined and offered the place. */
    name: string;
    /** The teammate's own "Take this place" link. */
    takeUrl: string;
    myScheduleUrl: string;
  },
  timeZone: string,
): MailMessage {
  const locale = localeFor(mail.person.language, timeZone);
  const { t } = locale;
  return {
    to: mail.person.email,
    ...renderEmail(locale, {
      subject: t('api.mail.slotOffered.subject', { name: mail.name, plan: mail.planName }),
      greeting: t('api.mail.greeting', { name: mail.person.firstName }),
      paragraphs: [
        t('api.mail.slotOffered.body', {
          name: mail.name,
          position: mail.positionName,
          team: mail.teamName,
          plan: mail.planName,
          date: locale.date(mail.startsAt),
          time: locale.time(mail.startsAt),
        }),
      ],
      action: { label: t('api.mail.slotOffered.action'), url: mail.takeUrl },
      moreActions: [{ label: t('api.mail.scheduleReminder.action'), url: mail.myScheduleUrl }],
      closing: t('api.mail.slotOffered.closing'),
    }),
  };
}
