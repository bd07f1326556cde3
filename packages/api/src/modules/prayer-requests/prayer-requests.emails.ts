import { site, type Language } from '@church/contracts';
import { localeFor } from '../../lib/i18n';
import { renderEmail, type MailMessage } from '../mail';

/** Tells the requester the ministry answered; the words stay in the site (prayers are private). */
export function answerWaitingMessage(
  user: { email: string; firstName: string; language: Language },
  link: string,
): MailMessage {
  const locale = localeFor(user.language);
  const { t } = locale;
  return {
    to: user.email,
    ...renderEmail(locale, {
      subject: t('api.mail.prayerAnswer.subject'),
      greeting: t('api.mail.greeting', { name: user.firstName }),
      paragraphs: [t('api.mail.prayerAnswer.written', { church: site.name }), t('api.mail.prayerAnswer.where')],
      action: { label: t('api.mail.prayerAnswer.action'), url: link },
      closing: t('api.mail.prayerAnswer.closing'),
    }),
  };
}
