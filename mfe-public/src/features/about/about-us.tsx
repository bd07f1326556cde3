import { site } from '@church/contracts';
import styles from './about-us.module.css';
import { useTranslate } from './i18n/catalogues';

export function AboutUs() {
  const { t } = useTranslate();
  return (
    <article className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('public.about.title')}</h1>
        <p className={styles.lead}>{t('public.about.lead', { church: site.name, city: site.address.city })}</p>
      </header>
      <section aria-labelledby="about-believe">
        <h2 id="about-believe">{t('public.about.believeTitle')}</h2>
        <p>{t('public.about.believe')}</p>
      </section>
      <section aria-labelledby="about-sunday">
        <h2 id="about-sunday">{t('public.about.sundayTitle')}</h2>
        <p>{t('public.about.sunday')}</p>
      </section>
    </article>
  );
}
