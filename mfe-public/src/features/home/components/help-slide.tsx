import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import styles from './hero.module.css';
import { useTranslate } from '../../../i18n/catalogues';

export function HelpSlide() {
  const { t } = useTranslate();
  return (
    <div className={`${styles.slide} ${styles.help}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('public.help.eyebrow')}</p>
        <h2>{t('public.help.title')}</h2>
        <p className={styles.lead}>{t('public.help.lead')}</p>
        <Link className="ui-button ui-button--primary" to={paths.events}>
          {t('public.help.serve')}
        </Link>
      </div>
    </div>
  );
}
