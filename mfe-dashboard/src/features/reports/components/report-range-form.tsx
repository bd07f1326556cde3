import { ReportRangeSchema, type ReportRange } from '@church/contracts';
import { Button, FormTextField, useValibotForm } from '@church/ui';
import styles from './reports.module.css';

/** YYYY-MM-DD of this browser's today. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

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
