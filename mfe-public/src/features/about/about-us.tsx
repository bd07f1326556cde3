import { Fragment, type ReactNode } from 'react';
import { formatAddress, site } from '@church/contracts';
import styles from './about-us.module.css';
import { useTranslate } from './i18n/catalogues';

export function AboutUs() {
  const { t } = useTranslate();
  // The sentence is the translator's, its links ours: split it at the places they go.
  const links: Record<string, ReactNode> = {
    '{phone}': <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>,
    '{email}': <a href={`mailto:${site.email}`}>{site.email}</a>,
  };
  const visit = t('public.about.visit', { address: formatAddress(site.address), phone: '{phone}', email: '{email}' });
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
      <section aria-labelledby="about-visit">
        <h2 id="about-visit">{t('public.about.visitTitle')}</h2>
        <p>
          {visit.split(/(\{phone\}|\{email\})/).map((part, index) => (
            <Fragment key={index}>{links[part] ?? part}</Fragment>
          ))}
        </p>
      </section>
    </article>
  );
}
