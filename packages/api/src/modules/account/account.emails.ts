import { site, type Language } from '@church/contracts';
import { localeFor } from '../../lib/i18n';
import { renderEmail, type MailMessage } from '../mail';

/** Who an account e-mail goes to, in the language stored on their account. */
interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

const church = site.name;

export function confirmEmailMessage(user: Recipient, link: string): MailMessage {
  const locale = localeFor(user.language);
  const { t } = locale;
  return {
    to: user.email,
    ...renderEmail(locale, {
      subject: t('api.mail.confirm.subject', { church }),
      greeting: t('api.mail.greeting', { name: user.firstName }),
      paragraphs: [t('api.mail.confirm.welcome', { church }), t('api.mail.confirm.body')],
      action: { label: t('api.mail.confirm.action'), url: link },
      closing: t('api.mail.confirm.closing'),
    }),
  };
}

export function resetPasswordMessage(user: Recipient, link: string): MailMessage {
  const locale = localeFor(user.language);
  const { t } = locale;
  return {
    to: user.email,
    ...renderEmail(locale, {
      subject: t('api.mail.reset.subject', { church }),
      greeting: t('api.mail.greeting', { name: user.firstName }),
      paragraphs: [t('api.mail.reset.asked'), t('api.mail.reset.within')],
      action: { label: t('api.mail.reset.action'), url: link },
      closing: t('api.mail.reset.closing'),
    }),
  };
}

export function signInLinkMessage(user: Recipient, link: string): MailMessage {
  const locale = localeFor(user.language);
  const { t } = locale;
  return {
    to: user.email,
    ...renderEmail(locale, {
      subject: t('api.mail.signInLink.subject', { church }),
      greeting: t('api.mail.greeting', { name: user.firstName }),
      paragraphs: [t('api.mail.signInLink.asked'), t('api.mail.signInLink.within')],
      action: { label: t('api.mail.signInLink.action'), url: link },
      closing: t('api.mail.signInLink.closing'),
    }),
  };
}

/** To the owner of an address someone tried to sign up with: the answer there said nothing of the account. */
export function signUpAttemptMessage(user: Recipient, resetLink: string): MailMessage {
  const locale = localeFor(user.language);
  const { t } = locale;
  return {
    to: user.email,
    ...renderEmail(locale, {
      subject: t('api.mail.signUpAttempt.subject', { church }),
      greeting: t('api.mail.greeting', { name: user.firstName }),
      paragraphs: [t('api.mail.signUpAttempt.tried', { church }), t('api.mail.signUpAttempt.signIn')],
      action: { label: t('api.mail.reset.action'), url: resetLink },
      closing: t('api.mail.signUpAttempt.closing'),
    }),
  };
}
