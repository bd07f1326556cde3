import { useId, useState } from 'react';
import { isAdmin, useSession } from '@church/auth';
import { recurringScheduleMessages } from '@church/contracts';
import { Button, formatDate, TextField } from '@church/ui';
import { useAdvanceTestClock } from '../api/advance-test-clock';
import { useSandboxMode, useTestClock } from '../api/get-test-clock';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './givings.module.css';

/**
 * The payment sandbox's test clock, for admins: moves its time on by some days and charges every
 * recurring gift that comes due, so a second or third charge is seen without waiting. Absent
 * with real payment keys (the API has no such endpoint then).
 */
export function TestClock() {
  const { t } = useTranslate();
  const admin = isAdmin(useSession((state) => state.session));
  const sandbox = useSandboxMode(admin);
  const clock = useTestClock(admin && sandbox);
  const advance = useAdvanceTestClock();
  const [days, setDays] = useState('7');
  const headingId = useId();
  if (!admin || !sandbox) return null;
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= 1 && count <= 400;

  return (
    <section aria-labelledby={headingId} className={styles.testClock}>
      <h2 id={headingId}>{t('dashboard.testClock.title')}</h2>
      <p>{t('dashboard.testClock.hint')}</p>
      {clock.data ? <p>{t('dashboard.testClock.now', { date: formatDate(clock.data.now) })}</p> : null}
      <form
        className={styles.testClockForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) advance.mutate(count);
        }}
      >
        <TextField
          label={t('dashboard.testClock.days')}
          type="number"
          min={1}
          max={400}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={valid ? undefined : t(recurringScheduleMessages.testClockDays)}
        />
        <Button type="submit" loading={advance.isPending} disabled={!valid}>
          {t('dashboard.testClock.advance')}
        </Button>
      </form>
    </section>
  );
}
