import type { GiftsReport } from '@church/contracts';
import { formatMoney } from '@church/ui';
import styles from './reports.module.css';

/** The period's grand totals: by giving type, online and offline, and in all. */
export function GiftsTotals({ report }: { report: GiftsReport }) {
  const { totals, givingTypes } = report;
  const amountOf = (id: number) => totals.byType.find((total) => total.givingTypeId === id)?.amount ?? 0;
  return (
    <dl className={styles.totals} aria-label="Totals">
      {givingTypes.map((type) => (
        <div key={type.id}>
          <dt>{type.name}</dt>
          <dd>{formatMoney(amountOf(type.id))}</dd>
        </div>
      ))}
      <div>
        <dt>Online</dt>
        <dd>{formatMoney(totals.online)}</dd>
      </div>
      <div>
        <dt>Offline</dt>
        <dd>{formatMoney(totals.offline)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Grand total</dt>
        <dd>{formatMoney(totals.overall)}</dd>
      </div>
    </dl>
  );
}
