import { useState, type FormEvent } from 'react';
import { schedulingMessages } from '@church/contracts';
import { Button, churchTimeZone, formatDateTime, fromWallTime, TextField, toWallTime } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useSetPlanTime } from '../api/set-plan-time';
import styles from './scheduling.module.css';

/** When the service starts, on the church's clock; a plan without one can be scheduled too. */
export function PlanDate({ serviceTypeId, startsAt }: { serviceTypeId: number; startsAt: string | null }) {
  const { t } = useTranslate();
  const zone = churchTimeZone();
  const initial = startsAt ? toWallTime(startsAt, zone) : { date: '', time: '' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [error, setError] = useState<string | undefined>();
  const save = useSetPlanTime(serviceTypeId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = fromWallTime(date, time, zone);
    if (!instant) {
      setError(t(schedulingMessages.startsAtInvalid));
      return;
    }
    setError(undefined);
    save.mutate(instant);
  };

  return (
    <section aria-labelledby="plan-date" className={styles.section}>
      <h2 id="plan-date">{t('plans.scheduling.dateHeading')}</h2>
      <p className={styles.muted}>
        {startsAt ? t('plans.scheduling.startsAt', { when: formatDateTime(startsAt) }) : t('plans.scheduling.undated')}
      </p>
      <form className={styles.inlineForm} noValidate onSubmit={submit}>
        <TextField
          label={t('plans.scheduling.date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={error}
        />
        <TextField
          label={t('plans.scheduling.time')}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('plans.scheduling.saveDate')}
        </Button>
      </form>
    </section>
  );
}
