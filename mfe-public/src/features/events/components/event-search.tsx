import { useEffect, useId, useState } from 'react';
import { EventSearchResults } from './event-search-results';
import styles from './event-search.module.css';
import { useTranslate } from '../i18n/catalogues';

const DEBOUNCE_MS = 300;

/** Find an event by name or description; results follow the typing after a short pause. */
export function EventSearch() {
  const { t } = useTranslate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <section className={styles.search} role="search" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('public.events.find')}</h2>
      <div className="ui-field">
        <label htmlFor={inputId}>{t('public.events.search')}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('public.events.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {term ? <EventSearchResults term={term} /> : null}
    </section>
  );
}
