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

/** To the owner of an address someone tried to sign up with: the answer there said nothing of the account. */
export function signUpAttemptMessage(user: Recipient, resetLink: string): MailMessage {
  return {
    to: user.email,
    ...renderEmail({
      subject: `Someone tried to sign up with your email at ${site.name}`,
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Someone (perhaps you) tried to create a new ${site.name} account with this email address. You have an account already, so nothing was changed.`,
        'Sign in with your password, or, if you forgot it, choose a new one with the link below. It works once, within the next hour.',
      ],
      action: { label: 'Choose a new password', url: resetLink },
      closing: 'If this was not you, you can ignore this message; your account stays as it is.',
    }),
  };
}
