import { useState, type FormEvent } from 'react';
import { blockoutRules, type BlockoutRepeat } from '@church/contracts';
import { Button, SelectField, TextField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useCreateBlockout } from '../api/create-blockout';
import { weekdayNames, weekOfMonthNames } from './describe-blockout';
import styles from './my-schedule.module.css';

/** A day, a range, every given weekday of a span, or a given weekday of each month; the reason is for schedulers. */
export function BlockoutForm() {
  const { t } = useTranslate();
  const create = useCreateBlockout();
  const [repeat, setRepeat] = useState<BlockoutRepeat>('none');
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [weekday, setWeekday] = useState('0');
  const [weekOfMonth, setWeekOfMonth] = useState('1');
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        repeat,
        firstDay,
        lastDay: lastDay || null,
        weekday: repeat === 'none' ? null : Number(weekday),
        weekOfMonth: repeat === 'monthly' ? Number(weekOfMonth) : null,
        reason,
      },
      {
        onSuccess: () => {
          setFirstDay('');
          setLastDay('');
          setReason('');
        },
      },
    );
  };

  return (
    <form className={styles.blockoutForm} onSubmit={submit} aria-labelledby="blockout-form-title">
      <h3 id="blockout-form-title">{t('account.blockouts.addTitle')}</h3>
      <SelectField
        label={t('account.blockouts.repeat')}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value as BlockoutRepeat)}
      >
        <option value="none">{t('account.blockouts.repeatNone')}</option>
        <option value="weekly">{t('account.blockouts.repeatWeekly')}</option>
        <option value="monthly">{t('account.blockouts.repeatMonthly')}</option>
      </SelectField>
      <TextField
        type="date"
        label={t('account.blockouts.firstDay')}
        value={firstDay}
        required
        onChange={(event) => setFirstDay(event.target.value)}
      />
      <TextField
        type="date"
        label={repeat === 'none' ? t('account.blockouts.lastDayRange') : t('account.blockouts.lastDayRepeat')}
        value={lastDay}
        min={firstDay || undefined}
        onChange={(event) => setLastDay(event.target.value)}
      />
      {repeat === 'monthly' ? (
        <SelectField
          label={t('account.blockouts.weekOfMonth')}
          value={weekOfMonth}
          onChange={(event) => setWeekOfMonth(event.target.value)}
        >
          {Object.entries(weekOfMonthNames()).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {repeat !== 'none' ? (
        <SelectField
          label={t('account.blockouts.weekday')}
          value={weekday}
          onChange={(event) => setWeekday(event.target.value)}
        >
          {weekdayNames().map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={t('account.blockouts.reason')}
        value={reason}
        maxLength={blockoutRules.reasonMax}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" loading={create.isPending}>
        {t('account.blockouts.add')}
      </Button>
    </form>
  );
}
