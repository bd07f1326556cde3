import { openModal } from '@church/modals';
import { Button } from '@church/ui';
import styles from './hero.module.css';

export function PrayerSlide() {
  return (
    <div className={`${styles.slide} ${styles.prayer}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>Never pray alone</p>
        <h2>Join the prayer</h2>
        <p className={styles.lead}>
          Create your account to send prayer requests, hear from our prayer team and join the conversation.
        </p>
        <Button onClick={() => openModal('sign-up')}>Register</Button>
      </div>
    </div>
  );
}
