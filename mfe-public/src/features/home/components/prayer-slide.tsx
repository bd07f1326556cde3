import { openModal } from '@church/modals';
import { Button } from '@church/ui';
import styles from './hero.module.css';
import { useTranslate } from '../../../i18n/catalogues';

export function PrayerSlide() {
  const { t } = useTranslate();
  return (
    <div className={`${styles.slide} ${styles.prayer}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('public.prayer.eyebrow')}</p>
        <h2>{t('public.prayer.title')}</h2>
        <p className={styles.lead}>{t('public.prayer.lead')}</p>
        <Button onClick={() => openModal('sign-up')}>{t('public.prayer.register')}</Button>
      </div>
    </div>
  );
}
