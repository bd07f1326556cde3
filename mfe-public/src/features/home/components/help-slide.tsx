import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import styles from './hero.module.css';
import { useTranslate } from '../../../i18n/catalogues';

export function HelpSlide() {
  const { t } = useTranslate();
  return (
    <div className={`${styles.slide} ${styles.help}`}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('Love in action')}</p>
        <h2>{t('Helping people, one neighbour at a time')}</h2>
        <p className={styles.lead}>
          {t(
            'Meals for families, visits to the lonely, mentoring for kids: there is a place for your hands and your heart.',
          )}
        </p>
        <Link className="ui-button ui-button--primary" to={paths.events}>
          {t('Find a way to serve')}
        </Link>
      </div>
    </div>
  );
}
