import { LIVE_STREAM_LIMITS, LiveStreamSettingsSchema, type LiveStreamSettings } from '@church/contracts';
import { Button, FormTextField, useValibotForm } from '@church/ui';
import { useSaveLiveStreamSettings } from '../api/save-live-stream-settings';
import { WeeklyTimesFields } from './weekly-times-fields';
import styles from './church-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/**
 * The live stream: a video site's link or our own HLS stream, and when it is on (the visit
 * information's service times, or times of its own), each for so many minutes. The same schema
 * as the server's refuses a link from any other site before it is sent.
 */
export function LiveStreamForm({ settings }: { settings: LiveStreamSettings }) {
  const { t } = useTranslate();
  const save = useSaveLiveStreamSettings();
  const form = useValibotForm(LiveStreamSettingsSchema, settings);
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
          <WeeklyTimesFields
            form={form}
            name="times"
            labels={{
              empty: t('dashboard.liveStream.noTimes'),
              add: t('dashboard.liveStream.add'),
              remove: (number) => t('dashboard.liveStream.remove', { number }),
            }}
          />
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
