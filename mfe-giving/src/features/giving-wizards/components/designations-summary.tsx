import { designationsTotalCents, fromCents, type Designation } from '@church/contracts';
import { useGivingData } from '../stores/giving-data-store';
import { formatMoney } from '../utils/format-money';
import styles from './wizard.module.css';

/** Each designation's giving type and amount, and the total of the gift. */
export function DesignationsSummary({ designations }: { designations: Designation[] }) {
  const givingTypes = useGivingData((state) => state.givingTypes);
  const nameOf = (id: number) => givingTypes.find((type) => type.id === id)?.name ?? `Giving type ${id}`;
  return (
    <dl className={styles.summary}>
      {designations.map((designation) => (
        <div key={designation.givingTypeId}>
          <dt>{nameOf(designation.givingTypeId)}</dt>
          <dd>{formatMoney(designation.amount)}</dd>
        </div>
      ))}
      <div className={styles.summaryTotal}>
        <dt>Total</dt>
        <dd>{formatMoney(fromCents(designationsTotalCents(designations)))}</dd>
      </div>
    </dl>
  );
}
