import type { AreaPageProps } from '@church/areas';
import { SentEmailsList } from '../features/sent-emails/components/sent-emails-list';

/** /dashboard/sent-emails, for admins: the e-mails the site kept instead of sending. */
export default function SentEmailsPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Sent E-mails</h1>
      <SentEmailsList />
    </section>
  );
}
