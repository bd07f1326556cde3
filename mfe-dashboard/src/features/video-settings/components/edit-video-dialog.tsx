import { UpdateVideoSchema, VIDEO_DETAILS_LIMITS, type Video } from '@church/contracts';
import { Button, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useUpdateVideo } from '../api/update-video';
import styles from './video-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** A video's name and what a sermon is found by: speaker, series, scripture and description. */
export function EditVideoDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const { t } = useTranslate();
  const update = useUpdateVideo();
  const form = useValibotForm(UpdateVideoSchema, {
    name: video.name,
    speaker: video.speaker ?? '',
    series: video.series ?? '',
    scripture: video.scripture ?? '',
    description: video.description ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: video.id, ...values }).then(onClose, () => undefined);
  });
  const line = { autoComplete: 'off', maxLength: VIDEO_DETAILS_LIMITS.line } as const;
  return (
    <Modal title={t('dashboard.videos.editTitle', { name: video.name })} onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField form={form} name="name" label={t('dashboard.videos.name')} autoComplete="off" />
        <FormTextField form={form} name="speaker" label={t('dashboard.videos.speaker')} {...line} />
        <FormTextField form={form} name="series" label={t('dashboard.videos.series')} {...line} />
        <FormTextField
          form={form}
          name="scripture"
          label={t('dashboard.videos.scripture')}
          placeholder={t('dashboard.videos.scriptureExample')}
          {...line}
        />
        <FormTextArea
          form={form}
          name="description"
          label={t('dashboard.videos.description')}
          maxLength={VIDEO_DETAILS_LIMITS.description}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dashboard.videos.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('dashboard.videos.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
