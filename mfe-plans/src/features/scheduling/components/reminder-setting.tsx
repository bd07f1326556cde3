import { useState, type FormEvent } from 'react';
import { blockoutRules } from '@church/contracts';
import { Button, TextField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useSaveSchedulingSettings, useSchedulingSettings } from '../api/scheduling-settings';
import styles from './scheduling.module.css';

/** The church's reminder: an e-mail this many days before a service to everyone Accepted (0: none). */
export function ReminderSetting() {
  const { t } = useTranslate();
  const settings = useSchedulingSettings();
  const save = useSaveSchedulingSettings();
  const [edited, setEdited] = useState<string | null>(null);
  if (!settings.data) return null;
  const value = edited ?? String(settings.data.reminderDaysBefore);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ reminderDaysBefore: Number(value) }, { onSuccess: () => setEdited(null) });
  };
  return (
    <section aria-labelledby="plan-reminders" className={styles.section}>
      <h2 id="plan-reminders">{t('plans.reminders.heading')}</h2>
      <p className={styles.muted}>{t('plans.reminders.lead')}</p>
      <form className={styles.inlineForm} onSubmit={submit}>
        <TextField
          type="number"
          label={t('plans.reminders.days')}
          min={0}
          max={blockoutRules.reminderDaysMax}
          required
          value={value}
          onChange={(event) => setEdited(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('plans.reminders.save')}
        </Button>
      </form>
    </section>
  );
}
