import { ReportRangeSchema, type ReportRange } from '@church/contracts';
import { Button, churchTimeZone, FormTextField, todayIn, useValibotForm } from '@church/ui';
import styles from './reports.module.css';

/** Today on the church's clock: report days are the church's, whatever the browser's zone. */
const today = () => todayIn(churchTimeZone());

/** The first day of this month to today, until the user chooses. */
const thisMonth = (): ReportRange => ({ startDate: `${today().slice(0, 8)}01`, endDate: today() });

/** The reports' days: both required, start not after end (the API's own rules and messages). */
export function ReportRangeForm({ range, onSubmit }: { range?: ReportRange; onSubmit: (range: ReportRange) => void }) {
  const form = useValibotForm(ReportRangeSchema, range ?? thisMonth(), { mode: 'onTouched' });
  return (
    <form className={styles.rangeForm} noValidate aria-label="Report period" onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="startDate" label="Start date" type="date" required />
      <FormTextField form={form} name="endDate" label="End date" type="date" required />
      <Button type="submit">Show reports</Button>
    </form>
  );
}
