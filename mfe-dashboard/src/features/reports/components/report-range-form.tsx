import { ReportRangeSchema, type ReportRange } from '@church/contracts';
import { Button, churchTimeZone, FormTextField, todayIn, useValibotForm } from '@church/ui';
import styles from './reports.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** Today on the church's clock: report days are the church's, whatever the browser's zone. */
const today = () => todayIn(churchTimeZone());

/** The first day of this month to today, until the user chooses. */
const thisMonth = (): ReportRange => ({ startDate: `${today().slice(0, 8)}01`, endDate: today() });

/** The reports' days: both required, start not after end (the API's own rules and messages). */
export function ReportRangeForm({ range, onSubmit }: { range?: ReportRange; onSubmit: (range: ReportRange) => void }) {
  const { t } = useTranslate();
  const form = useValibotForm(ReportRangeSchema, range ?? thisMonth(), { mode: 'onTouched' });
  return (
    <form className={styles.rangeForm} noValidate aria-label={t('dashboard.reports.period')} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="startDate" label={t('dashboard.reports.startDate')} type="date" required />
      <FormTextField form={form} name="endDate" label={t('dashboard.reports.endDate')} type="date" required />
      <Button type="submit">{t('dashboard.reports.show')}</Button>
    </form>
  );
}
