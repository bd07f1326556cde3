import { useState, type FormEvent } from 'react';
import { blockoutRules } from '@church/contracts';
import { Button, TextField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useMyPreferences } from '../api/get-my-preferences';
import { useSaveMyPreferences } from '../api/save-my-preferences';
import styles from './my-schedule.module.css';

/** The most services a month the member will serve; empty means no maximum. */
export function MonthlyMaximum() {
  const { t } = useTranslate();
  const preferences = useMyPreferences();
  const save = useSaveMyPreferences();
  const [edited, setEdited] = useState<string | null>(null);
  const value = edited ?? preferences.data?.maxPerMonth?.toString() ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ maxPerMonth: value === '' ? null : Number(value) }, { onSuccess: () => setEdited(null) });
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit}>
      <TextField
        type="number"
        label={t('account.blockouts.maximum')}
        min={1}
        max={blockoutRules.maxPerMonthMax}
        value={value}
        disabled={preferences.isPending}
        onChange={(event) => setEdited(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('account.blockouts.saveMaximum')}
      </Button>
    </form>
  );
}
