import { designationsTotalCents, fromCents, type Designation } from '@church/contracts';
import { formatMoney } from '@church/ui';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';

/** Each designation's giving type and amount, and the total of the gift. */
export function DesignationsSummary({ designations }: { designations: Designation[] }) {
  const givingTypes = useGivingTypes().data ?? [];
  const { t } = useTranslate();
  const nameOf = (id: number) =>
    givingTypes.find((type) => type.id === id)?.name ?? t('giving.designations.givingTypeNumber', { id });
  return (
    <dl className={styles.summary}>
      {designations.map((designation) => (
        <div key={designation.givingTypeId}>
          <dt>{nameOf(designation.givingTypeId)}</dt>
          <dd>{formatMoney(designation.amount)}</dd>
        </div>
      ))}
      <div className={styles.summaryTotal}>
        <dt>{t('giving.common.total')}</dt>
        <dd>{formatMoney(fromCents(designationsTotalCents(designations)))}</dd>
      </div>
    </dl>
  );
}
