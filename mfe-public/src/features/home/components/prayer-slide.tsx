import { openModal } from '@church/modals';
import { Button } from '@church/ui';
import styles from './hero.module.css';
import { useTranslate } from '../../../i18n/catalogues';

export function PrayerSlide() {
  const { t } = useTranslate();
  return (
    <div className={`${styles.slide} ${styles.prayer}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('Never pray alone')}</p>
        <h2>{t('Join the prayer')}</h2>
        <p className={styles.lead}>
          {t('Create your account to send prayer requests, hear from our prayer team and join the conversation.')}
        </p>
        <Button onClick={() => openModal('sign-up')}>{t('Register')}</Button>
      </div>
    </div>
  );
}
