import { Button, QueryView } from '@church/ui';
import { useSentEmails } from '../api/get-sent-emails';
import { SentEmailItem } from './sent-email-item';
import styles from './sent-emails.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The outbox, newest first, a page at a time. */
export function SentEmailsList() {
  const { t } = useTranslate();
  const query = useSentEmails();
  return (
    <QueryView
      query={query}
      errorMessage={t('dashboard.sentEmails.failed')}
      // The API keeps mail only when no SMTP server is set and cannot say which it uses, so an
      // empty list says both.
      empty={t('dashboard.sentEmails.none')}
      isEmpty={(data) => data.pages.every((page) => page.length === 0)}
    >
      {(data) => (
        <>
          <ul className={styles.list} aria-label={t('dashboard.sentEmails.list')}>
            {data.pages.flat().map((message) => (
              <SentEmailItem key={message.id} message={message} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t(query.isFetchingNextPage ? 'dashboard.sentEmails.loading' : 'dashboard.sentEmails.loadMore')}
            </Button>
          )}
        </>
      )}
    </QueryView>
  );
}
