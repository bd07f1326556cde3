import { getSession } from '@church/auth';
import { languages, setLanguage, type Language } from '@church/i18n';
import { useTranslate } from '../../i18n/catalogues';
import styles from './language-switch.module.css';

// Each language named in itself: a reader who does not understand the page still finds theirs.
const ownNames: Record<Language, string> = { en: 'English', es: 'Español' };

/** English / Español: switches the page at once, remembers it, and keeps it on a member's account. */
export function LanguageSwitch() {
  const { t, language } = useTranslate();
  const choose = (next: Language) => {
    if (next === language) return;
    void setLanguage(next);
    // Fetched on a member's click only: the HTTP client is not on a visitor's first visit.
    if (getSession())
      void import('../../lib/set-account-language').then(({ setAccountLanguage }) => setAccountLanguage(next));
  };
  return (
    <ul className={styles.switch} aria-label={t('Language')}>
      {languages.map((option) => (
        <li key={option}>
          <button
            type="button"
            lang={option}
            aria-pressed={option === language}
            className={option === language ? styles.current : undefined}
            onClick={() => choose(option)}
          >
            {ownNames[option]}
          </button>
        </li>
      ))}
    </ul>
  );
}
