import { useState } from 'react';
import { Button, churchTimeZone, formatMoney, SelectField, todayIn } from '@church/ui';
import { useDownloadStatement } from '../api/download-statement';
import { useYearTotal } from '../api/get-year-total';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './givings-history.module.css';

/** This year first (on the church's calendar), then the six before it: what a tax return asks for. */
function recentYears(): number[] {
  const year = Number(todayIn(churchTimeZone()).slice(0, 4));
  return Array.from({ length: 7 }, (_, back) => year - back);
}

/** The chosen year's total, as the member's statement counts it, and that statement as a PDF. */
export function YearStatement() {
  const { t } = useTranslate();
  const years = recentYears();
  const [year, setYear] = useState(years[0] ?? 0);
  const total = useYearTotal(year);
  const download = useDownloadStatement();
  const given = total.data?.total ?? 0;

  return (
    <section className={styles.year} aria-labelledby="year-statement-title">
      <h2 id="year-statement-title">{t('account.givings.yearTitle')}</h2>
      <div className={styles.yearBar}>
        <SelectField
          label={t('account.givings.year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <p role="status" className={styles.total}>
          {total.isPending
            ? t('account.givings.totalLoading')
            : total.isError
              ? t('account.givings.totalFailed')
              : t('account.givings.total', { year: String(year), total: formatMoney(given) })}
        </p>
        <Button
          variant="secondary"
          loading={download.isPending}
          disabled={given === 0}
          onClick={() => download.mutate(year)}
        >
          {t('account.givings.downloadStatement', { year: String(year) })}
        </Button>
      </div>
    </section>
  );
}
