import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { VISIT_INFO_LIMITS, type ServiceTime } from '@church/contracts';
import { Button, FormSelect, FormTextField } from '@church/ui';
import styles from './church-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

const weekdays = [0, 1, 2, 3, 4, 5, 6];

/** Which list this is: its field in the form and the words that name its rows. */
interface WeeklyTimesFieldsProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form's array of service times, e.g. 'serviceTimes'. */
  name: ArrayPath<TValues>;
  labels: { empty: string; add: string; remove: (number: number) => string };
}

/**
 * A week's times (day, time, name), added and removed in place: the visit information's service
 * times and the live stream's own times are the same list with different words.
 */
export function WeeklyTimesFields<TValues extends FieldValues, TOutput>({
  form,
  name,
  labels,
}: WeeklyTimesFieldsProps<TValues, TOutput>) {
  const { t } = useTranslate();
  const times = useFieldArray({ control: form.control, name });
  // react-hook-form cannot type a path built from an array path and an index.
  const path = (index: number, part: keyof ServiceTime) => `${name}.${index}.${part}` as Path<TValues>;
  const blank: ServiceTime = { day: 0, time: '10:00', name: '' };
  return (
    <>
      {times.fields.length === 0 ? <p className={styles.hint}>{labels.empty}</p> : null}
      <ol className={styles.times}>
        {times.fields.map((field, index) => (
          <li key={field.id} className={styles.time}>
            <FormSelect
              form={form}
              name={path(index, 'day')}
              label={t('dashboard.visitInfo.day')}
              rules={{ valueAsNumber: true }}
            >
              {weekdays.map((day) => (
                <option key={day} value={day}>
                  {t(`dashboard.visitInfo.weekday${day}`)}
                </option>
              ))}
            </FormSelect>
            <FormTextField form={form} name={path(index, 'time')} label={t('dashboard.visitInfo.time')} type="time" />
            <FormTextField
              form={form}
              name={path(index, 'name')}
              label={t('dashboard.visitInfo.serviceName')}
              maxLength={VISIT_INFO_LIMITS.serviceName}
            />
            <Button variant="secondary" onClick={() => times.remove(index)}>
              {labels.remove(index + 1)}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={times.fields.length >= VISIT_INFO_LIMITS.serviceTimes}
        onClick={() =>
          times.append(blank as FieldArray<TValues, ArrayPath<TValues>>, {
            focusName: path(times.fields.length, 'name'),
          })
        }
      >
        {labels.add}
      </Button>
    </>
  );
}
