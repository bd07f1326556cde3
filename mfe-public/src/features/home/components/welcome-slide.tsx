import { Link } from '@church/router';
import { siteAddress, siteName } from '@church/contracts';
import { paths } from '../../../config/paths';
import styles from './hero.module.css';
import { useTranslate } from '../../../i18n/catalogues';

export function WelcomeSlide() {
  const { t } = useTranslate();
  return (
    <div className={`${styles.slide} ${styles.welcome}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('public.welcome.eyebrow', { church: siteName })}</p>
        <h1>{t('A place to belong, believe and become')}</h1>
        <p className={styles.lead}>{t('public.welcome.lead', { city: siteAddress.city })}</p>
        <Link className="ui-button ui-button--primary" to={paths.videos}>
          {t('Watch Sermons')}
        </Link>
      </div>
    </div>
  );
}
