import type { Conflict } from '@church/contracts';
import { formatDateTime } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './scheduling.module.css';

/** A person's conflicts in words: a warning to read before scheduling them anyway. */
export function ConflictList({ name, conflicts }: { name: string; conflicts: Conflict[] }) {
  const { t } = useTranslate();
  const words = (conflict: Conflict) => {
    switch (conflict.kind) {
      case 'blocked':
        return conflict.reason
          ? t('plans.conflicts.blocked', { reason: conflict.reason })
          : t('plans.conflicts.blockedNoReason');
      case 'double-booked':
        return conflict.startsAt
          ? t('plans.conflicts.booked', {
              position: conflict.positionName,
              plan: conflict.planName,
              time: formatDateTime(conflict.startsAt),
            })
          : t('plans.conflicts.bookedUndated', { position: conflict.positionName, plan: conflict.planName });
      case 'over-maximum':
        return t('plans.conflicts.overMaximum', { scheduled: conflict.scheduled, max: conflict.maxPerMonth });
      case 'household-apart':
        return t('plans.conflicts.householdApart', { name: conflict.name });
      case 'household-together':
        return t('plans.conflicts.householdTogether', { name: conflict.name, plan: conflict.planName });
    }
  };
  return (
    <div className={styles.conflicts}>
      <p>
        <strong>{t('plans.conflicts.heading', { name })}</strong>
      </p>
      <ul>
        {conflicts.map((conflict, index) => (
          <li key={index}>{words(conflict)}</li>
        ))}
      </ul>
    </div>
  );
}
