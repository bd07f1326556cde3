import { useFieldArray } from 'react-hook-form';
import {
  LIVE_STREAM_LIMITS,
  LiveStreamSettingsSchema,
  VISIT_INFO_LIMITS,
  type LiveStreamSettings,
} from '@church/contracts';
import { Button, FormSelect, FormTextField, useValibotForm } from '@church/ui';
import { useSaveLiveStreamSettings } from '../api/save-live-stream-settings';
import styles from './church-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

const weekdays = [0, 1, 2, 3, 4, 5, 6];

/**
 * The live stream: a video site's link or our own HLS stream, and when it is on (the visit
 * information's service times, or times of its own), each for so many minutes. The same schema
 * as the server's refuses a link from any other site before it is sent.
 */
export function LiveStreamForm({ settings }: { settings: LiveStreamSettings }) {
  const { t } = useTranslate();
  const save = useSaveLiveStreamSettings();
  const form = useValibotForm(LiveStreamSettingsSchema, settings);
  const times = useFieldArray({ control: form.control, name: 'times' });
  const ownTimes = !form.watch('useServiceTimes');
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      (saved) => form.reset(saved),
      () => undefined,
    );
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="live-stream-heading">
      <h2 id="live-stream-heading">{t('dashboard.liveStream.title')}</h2>
      <p className={styles.hint}>{t('dashboard.liveStream.hint')}</p>
      <FormTextField
        form={form}
        name="url"
        label={t('dashboard.liveStream.url')}
        type="url"
        inputMode="url"
        maxLength={LIVE_STREAM_LIMITS.url}
        autoComplete="off"
        aria-describedby="live-stream-url-hint"
      />
      <p id="live-stream-url-hint" className={styles.hint}>
        {t('dashboard.liveStream.urlHint')}
      </p>
      <FormTextField
        form={form}
        name="durationMinutes"
        label={t('dashboard.liveStream.duration')}
        type="number"
        inputMode="numeric"
        min={LIVE_STREAM_LIMITS.minMinutes}
        max={LIVE_STREAM_LIMITS.maxMinutes}
        rules={{ valueAsNumber: true }}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboard.liveStream.when')}</legend>
        <label className={styles.check}>
          <input type="checkbox" role="switch" {...form.register('useServiceTimes')} />
          {t('dashboard.liveStream.useServiceTimes')}
        </label>
        {ownTimes ? (
          <>
            {times.fields.length === 0 ? <p className={styles.hint}>{t('dashboard.liveStream.noTimes')}</p> : null}
            <ol className={styles.times}>
              {times.fields.map((field, index) => (
                <li key={field.id} className={styles.time}>
                  <FormSelect
                    form={form}
                    name={`times.${index}.day`}
                    label={t('dashboard.visitInfo.day')}
                    rules={{ valueAsNumber: true }}
                  >
                    {weekdays.map((day) => (
                      <option key={day} value={day}>
                        {t(`dashboard.visitInfo.weekday${day}`)}
                      </option>
                    ))}
                  </FormSelect>
                  <FormTextField
                    form={form}
                    name={`times.${index}.time`}
                    label={t('dashboard.visitInfo.time')}
                    type="time"
                  />
                  <FormTextField
                    form={form}
                    name={`times.${index}.name`}
                    label={t('dashboard.visitInfo.serviceName')}
                    maxLength={VISIT_INFO_LIMITS.serviceName}
                  />
                  <Button variant="secondary" onClick={() => times.remove(index)}>
                    {t('dashboard.liveStream.remove', { number: index + 1 })}
                  </Button>
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              disabled={times.fields.length >= VISIT_INFO_LIMITS.serviceTimes}
              onClick={() =>
                times.append({ day: 0, time: '10:00', name: '' }, { focusName: `times.${times.fields.length}.name` })
              }
            >
              {t('dashboard.liveStream.add')}
            </Button>
          </>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('dashboard.liveStream.save')}
        </Button>
      </div>
    </form>
  );
}
