import { useParams } from '@church/router';
import { NotFound } from '@church/ui';
import { EventDetails } from '../features/events/components/event-details';
import styles from './page.module.css';

export default function EventPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <div className={styles.page}>
      <EventDetails key={id} id={id} />
    </div>
  );
}
