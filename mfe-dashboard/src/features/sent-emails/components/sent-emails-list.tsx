import { Button, QueryView } from '@church/ui';
import { useSentEmails } from '../api/get-sent-emails';
import { SentEmailItem } from './sent-email-item';
import styles from './sent-emails.module.css';

// The API keeps mail only when no SMTP server is set and cannot say which it uses, so an empty
// list says both.
const emptyText =
  'No e-mails have been kept. When the site sends mail through an SMTP server, e-mails are sent and not kept here.';

/** The outbox, newest first, a page at a time. */
export function SentEmailsList() {
  const query = useSentEmails();
  return (
    <QueryView
      query={query}
      errorMessage="Failed to get the sent e-mails"
      empty={emptyText}
      isEmpty={(data) => data.pages.every((page) => page.length === 0)}
    >
      {(data) => (
        <>
          <ul className={styles.list} aria-label="Sent e-mails">
            {data.pages.flat().map((message) => (
              <SentEmailItem key={message.id} message={message} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </QueryView>
  );
}
