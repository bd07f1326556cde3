import { site } from '@church/contracts';
import { useTranslate } from './i18n/catalogues';

// What the site is checked against is written in docs/decisions (accessibility): keep the two
// in step when a check or a known gap changes.

/** The accessibility statement: what conforms, what does not yet, and how to tell the church. */
export function AccessibilityStatement() {
  const { t } = useTranslate();
  const subject = encodeURIComponent(t('public.accessibility.mailSubject'));
  return (
    // The shared page frame, no style sheet of its own: a CSS chunk is one more entry in the
    // remote's chunk map, which every first visit downloads.
    <article className="ui-page" style={{ margin: '0 auto' }}>
      <header>
        <h1>{t('public.accessibility.title')}</h1>
        <p>{t('public.accessibility.intro', { church: site.name })}</p>
      </header>
      <section aria-labelledby="accessibility-standard">
        <h2 id="accessibility-standard">{t('public.accessibility.aimHeading')}</h2>
        <p>{t('public.accessibility.aim')}</p>
        <ul>
          <li>{t('public.accessibility.banner')}</li>
          <li>{t('public.accessibility.dialogs')}</li>
        </ul>
      </section>
      <section aria-labelledby="accessibility-gaps">
        <h2 id="accessibility-gaps">{t('public.accessibility.gapsHeading')}</h2>
        <ul>
          <li>{t('public.accessibility.gapReview')}</li>
          <li>{t('public.accessibility.gapVideos')}</li>
          <li>{t('public.accessibility.gapContent')}</li>
        </ul>
      </section>
      <section aria-labelledby="accessibility-report">
        <h2 id="accessibility-report">{t('public.accessibility.reportHeading')}</h2>
        <p>
          {t('public.accessibility.reportBefore')} <a href={`mailto:${site.email}?subject=${subject}`}>{site.email}</a>{' '}
          {t('public.accessibility.reportOr')} <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>.{' '}
          {t('public.accessibility.reportAfter')}
        </p>
      </section>
    </article>
  );
}
