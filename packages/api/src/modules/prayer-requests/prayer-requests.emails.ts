import { site } from '@church/contracts';
import { renderEmail, type MailMessage } from '../mail';

/** Tells the requester the ministry answered; the words stay in the site (prayers are private). */
export function answerWaitingMessage(user: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: user.email,
    ...renderEmail({
      subject: `An answer to your prayer request is waiting`,
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        `Our prayer team at ${site.name} has written to you about your prayer request.`,
        'You can read it and reply on your prayer requests page.',
      ],
      action: { label: 'Read the answer', url: link },
      closing: 'We are praying with you.',
    }),
  };
}
