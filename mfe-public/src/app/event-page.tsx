import { useParams, useSearchParams } from '@church/router';
import { NotFound } from '@church/ui';
import { EventDetails } from '../features/events/components/event-details';
import styles from './page.module.css';

export default function EventPage() {
  const id = Number(useParams().id);
  // One date of a repeating event (its cards link here with it); without it, the next date.
  const on = useSearchParams()[0].get('on') ?? undefined;
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <div className={styles.page}>
      <EventDetails key={`${id} ${on ?? ''}`} id={id} on={on} />
    </div>
  );
}
