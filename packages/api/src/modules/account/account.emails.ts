import { site } from '@church/contracts';
import { renderEmail, type MailMessage } from '../mail';

interface Recipient {
  email: string;
  firstName: string;
}

export function confirmEmailMessage(user: Recipient, link: string): MailMessage {
  return {
    to: user.email,
    ...renderEmail({
      subject: `Please confirm your email for ${site.name}`,
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Thank you for joining ${site.name}! We are glad you are here.`,
        'Please confirm your email address so you can sign in. The link below works for 3 days.',
      ],
      action: { label: 'Confirm my email', url: link },
      closing: 'If you did not sign up, you can ignore this message.',
    }),
  };
}

export function resetPasswordMessage(user: Recipient, link: string): MailMessage {
  return {
    to: user.email,
    ...renderEmail({
      subject: `Reset your ${site.name} password`,
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of your account.',
        'The link below works once, within the next hour.',
      ],
      action: { label: 'Choose a new password', url: link },
      closing: 'If you did not ask for this, you can ignore this message; your password stays the same.',
    }),
  };
}

export function signInLinkMessage(user: Recipient, link: string): MailMessage {
  return {
    to: user.email,
    ...renderEmail({
      subject: `Your ${site.name} sign-in link`,
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        'Someone (hopefully you) asked for a link to sign in without a password.',
        'The link below signs you in once, within the next 15 minutes, on the device where you open it.',
      ],
      action: { label: 'Sign me in', url: link },
      closing: 'If you did not ask for this, you can ignore this message; nobody can sign in without it.',
    }),
  };
}
