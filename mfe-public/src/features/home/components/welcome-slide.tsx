import { Link } from '@church/router';
import { site } from '@church/contracts';
import { paths } from '../../../config/paths';
import styles from './hero.module.css';
import { useTranslate } from '../../../i18n/catalogues';

export function WelcomeSlide() {
  const { t } = useTranslate();
  return (
    <div className={`${styles.slide} ${styles.welcome}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('public.welcome.eyebrow', { church: site.name })}</p>
        <h1>{t('public.welcome.title')}</h1>
        <p className={styles.lead}>{t('public.welcome.lead', { city: site.address.city })}</p>
        <Link className="ui-button ui-button--primary" to={paths.videos}>
          {t('public.welcome.watchSermons')}
        </Link>
      </div>
    </div>
  );
}
