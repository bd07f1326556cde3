import { useId } from 'react';
import type { PrayerRequestStatus } from '@church/contracts';
import styles from './prayer-requests.module.css';

const choices: { value: PrayerRequestStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All' },
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
  return (
    <fieldset className={styles.status}>
      <legend>Show</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.statusChoice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
