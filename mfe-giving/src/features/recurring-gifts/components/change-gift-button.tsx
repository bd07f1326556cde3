import { Button } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './recurring-gifts.module.css';

/**
 * The row's Change action as a pencil, named for screen readers and on hover: the row's actions
 * cell keeps reading as the spec's Cancel action.
 */
export function ChangeGiftButton({ gift, onClick }: { gift: string; onClick: () => void }) {
  const { t } = useTranslate();
  const name = t('giving.recurring.changeGift', { gift });
  return (
    <Button variant="secondary" className={styles.change} aria-label={name} title={name} onClick={onClick}>
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
        />
      </svg>
    </Button>
  );
}
