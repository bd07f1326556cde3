import type { GiftsReport } from '@church/contracts';
import { formatMoney } from '@church/ui';
import styles from './reports.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The period's grand totals: by giving type, online and offline, in all, and apart the fees donors covered. */
export function GiftsTotals({ report }: { report: GiftsReport }) {
  const { t } = useTranslate();
  const { totals, givingTypes } = report;
  const amountOf = (id: number) => totals.byType.find((total) => total.givingTypeId === id)?.amount ?? 0;
  return (
    <dl className={styles.totals} aria-label={t('dashboard.reports.totals')}>
      {givingTypes.map((type) => (
        <div key={type.id}>
          <dt>{type.name}</dt>
          <dd>{formatMoney(amountOf(type.id))}</dd>
        </div>
      ))}
      <div>
        <dt>{t('dashboard.reports.online')}</dt>
        <dd>{formatMoney(totals.online)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.reports.offline')}</dt>
        <dd>{formatMoney(totals.offline)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{t('dashboard.reports.grandTotal')}</dt>
        <dd>{formatMoney(totals.overall)}</dd>
      </div>
      {totals.fees ? (
        <div>
          <dt>{t('dashboard.reports.feesCovered')}</dt>
          <dd>{formatMoney(totals.fees)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
