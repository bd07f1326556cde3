import { useId } from 'react';
import type { PrayerRequestStatus } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

const choices: { value: PrayerRequestStatus; label: string }[] = [
  { value: 'open', label: 'account.prayer.statusOpen' },
  { value: 'answered', label: 'account.prayer.statusAnswered' },
  { value: 'all', label: 'account.prayer.statusAll' },
];

/** The dashboard's Open / Answered / All switch, as a radio group (arrow keys move through it). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PrayerRequestStatus;
  onChange: (value: PrayerRequestStatus) => void;
}) {
  const name = useId();
  const { t } = useTranslate();
  return (
    <fieldset className={styles.status}>
      <legend>{t('account.prayer.show')}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.statusChoice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{t(choice.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
