import type { AreaPageProps } from '@church/areas';
import { SentEmailsList } from '../features/sent-emails/components/sent-emails-list';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/sent-emails, for admins: the e-mails the site kept instead of sending. */
export default function SentEmailsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.sentEmails.title')}</h1>
      <SentEmailsList />
    </section>
  );
}
