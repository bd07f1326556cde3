import { useEffect, useState } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { intlLocales, weekdayCodes, weekdayOf, weekOfMonth, type Language } from '@church/contracts';
import { Button, formatDate, FormSelect, FormTextField, TextField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import type { EventFormInput, EventFormOutput } from './event-form-schema';
import list from '../../../components/admin-list.module.css';

type EventFormApi = UseFormReturn<EventFormInput, unknown, EventFormOutput>;

// 2024-01-01 was a Monday: the week of weekdayCodes, for Intl's names.
const weekdayName = (index: number, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
const dayWeekdayName = (day: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const intervalLabels = {
  daily: 'plans.events.repeatIntervalDaily',
  weekly: 'plans.events.repeatIntervalWeekly',
  monthly: 'plans.events.repeatIntervalMonthly',
} as const;
const weekIds = [
  'plans.events.week1',
  'plans.events.week2',
  'plans.events.week3',
  'plans.events.week4',
  'plans.events.week5',
] as const;

/**
 * How the event repeats: never, daily, weekly on chosen days, or monthly on the first date's day
 * or weekday (the first Saturday), until a date or a number of times; and the dates it skips.
 */
export function RepeatFields({ form }: { form: EventFormApi }) {
  const { t, language } = useTranslate();
  const [frequency = 'none', ends, startDate, skipped = []] = useWatch({
    control: form.control,
    name: ['repeatFrequency', 'repeatEnds', 'startDate', 'skippedDates'],
  });
  const { errors } = useFormState({ control: form.control, name: ['repeatWeekdays', 'skippedDates'] });
  const [toSkip, setToSkip] = useState('');
  const setSkipped = (dates: string[]) =>
    form.setValue('skippedDates', [...new Set(dates)].sort(), { shouldDirty: true, shouldValidate: true });
  const firstDay = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : undefined;
  // Weekly starts on the first date's weekday, which must be among the chosen ones.
  useEffect(() => {
    if (frequency === 'weekly' && firstDay && (form.getValues('repeatWeekdays') ?? []).length === 0) {
      form.setValue('repeatWeekdays', [weekdayOf(firstDay)], { shouldDirty: true });
    }
  }, [frequency, firstDay, form]);

  return (
    <fieldset className={list.fieldset}>
      <legend>{t('plans.events.repeat')}</legend>
      <div className={list.row}>
        <FormSelect form={form} name="repeatFrequency" label={t('plans.events.repeats')}>
          <option value="none">{t('plans.events.repeatNone')}</option>
          <option value="daily">{t('plans.events.repeatDaily')}</option>
          <option value="weekly">{t('plans.events.repeatWeekly')}</option>
          <option value="monthly">{t('plans.events.repeatMonthly')}</option>
        </FormSelect>
        {frequency === 'none' ? null : (
          <FormTextField
            form={form}
            name="repeatInterval"
            label={t(intervalLabels[frequency])}
            type="number"
            inputMode="numeric"
            min={1}
          />
        )}
      </div>
      {frequency === 'weekly' ? (
        <fieldset className={list.fieldset} aria-describedby="repeat-weekdays-error">
          <legend>{t('plans.events.repeatOn')}</legend>
          <div className={list.checks}>
            {weekdayCodes.map((code, index) => (
              <label key={code} className={list.check}>
                <input type="checkbox" value={code} {...form.register('repeatWeekdays')} />
                {weekdayName(index, language)}
              </label>
            ))}
          </div>
          <FieldMessage id="repeat-weekdays-error" message={errors.repeatWeekdays?.message} />
        </fieldset>
      ) : null}
      {frequency === 'monthly' && firstDay ? (
        <FormSelect form={form} name="repeatMonthlyBy" label={t('plans.events.repeatMonthlyOn')}>
          <option value="day-of-month">
            {t('plans.events.repeatMonthlyDay', { day: Number(firstDay.slice(8, 10)) })}
          </option>
          <option value="weekday">
            {t('plans.events.repeatMonthlyWeekday', {
              week: t(weekIds[weekOfMonth(firstDay) - 1]!),
              weekday: dayWeekdayName(firstDay, language),
            })}
          </option>
        </FormSelect>
      ) : null}
      {frequency === 'none' ? null : (
        <>
          <div className={list.row}>
            <FormSelect form={form} name="repeatEnds" label={t('plans.events.repeatEnds')}>
              <option value="until">{t('plans.events.repeatEndsOn')}</option>
              <option value="count">{t('plans.events.repeatEndsAfter')}</option>
            </FormSelect>
            {ends === 'until' ? (
              <FormTextField form={form} name="repeatUntil" label={t('plans.events.repeatUntil')} type="date" />
            ) : (
              <FormTextField
                form={form}
                name="repeatCount"
                label={t('plans.events.repeatCount')}
                type="number"
                inputMode="numeric"
                min={2}
              />
            )}
          </div>
          <fieldset className={list.fieldset} aria-describedby="skipped-dates-error">
            <legend>{t('plans.events.skippedDates')}</legend>
            {skipped.length > 0 ? (
              <ul aria-label={t('plans.events.skippedDates')}>
                {skipped.map((date) => (
                  <li key={date}>
                    {formatDate(date)}{' '}
                    <Button
                      variant="link"
                      onClick={() => setSkipped(skipped.filter((other) => other !== date))}
                      aria-label={t('plans.events.unskipDate', { date: formatDate(date) })}
                    >
                      {t('plans.events.unskip')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={list.row}>
              <TextField
                label={t('plans.events.dateToSkip')}
                type="date"
                value={toSkip}
                onChange={(event) => setToSkip(event.target.value)}
              />
              <Button
                variant="secondary"
                disabled={!toSkip}
                onClick={() => {
                  setSkipped([...skipped, toSkip]);
                  setToSkip('');
                }}
              >
                {t('plans.events.skipDate')}
              </Button>
            </div>
            <FieldMessage id="skipped-dates-error" message={errors.skippedDates?.message} />
          </fieldset>
        </>
      )}
    </fieldset>
  );
}

/** A group's message (the contracts' English text, translated), tied to its fieldset. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslate();
  return message ? (
    <p id={id} className="ui-field__error" role="alert">
      {t(message)}
    </p>
  ) : null;
}
