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
