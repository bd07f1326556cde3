import { formatMoney } from '@church/ui';
import { chooseCoverFees, useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';

/**
 * 'Add $X to cover processing fees': X is the fee of the method chosen (card or bank), by the
 * church's rates, so the church receives the whole gift. Pay then charges the gift plus X.
 */
export function CoverFeesCheckbox({ fee, disabled }: { fee: number; disabled: boolean }) {
  const coverFees = useWizardStore((state) => state.coverFees);
  const { t } = useTranslate();
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={coverFees}
        disabled={disabled}
        onChange={(event) => chooseCoverFees(event.currentTarget.checked)}
      />
      {t('giving.fees.cover', { fee: formatMoney(fee) })}
    </label>
  );
}
