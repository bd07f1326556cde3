import { useForm } from 'react-hook-form';
import { CreatePrayerRequestSchema, prayerMessages, type CreatePrayerRequest } from '@church/contracts';
import { HTTPError, toast } from '@church/http';
import { Button, Modal, TextArea, valibotFormResolver } from '@church/ui';
import { createPrayerRequest } from '../api/create-prayer-request';
import styles from './prayer-request-dialog.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

export interface PrayerRequestDialogProps {
  /** The page the request is sent from, e.g. '/videos/12'. */
  page: string;
  onClose: () => void;
}

export function PrayerRequestDialog({ page, onClose }: PrayerRequestDialogProps) {
  const { t } = useTranslate();
  const { register, handleSubmit, formState, reset } = useForm<CreatePrayerRequest>({
    resolver: valibotFormResolver(CreatePrayerRequestSchema),
    defaultValues: { requestText: '', page },
  });
  const error = formState.errors.requestText?.message;

  const submit = handleSubmit(async (values) => {
    try {
      await createPrayerRequest({ requestText: values.requestText, page });
      reset({ requestText: '', page });
      onClose();
      toast.success(translateMessage(prayerMessages.sent));
    } catch (failure) {
      // The HTTP client already showed what the server said.
      if (!(failure instanceof HTTPError)) toast.error(t('public.prayerRequest.failed'));
    }
  });

  return (
    <Modal title={t('public.prayerRequest.title')} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.intro}>{t('public.prayerRequest.intro')}</p>
        <TextArea
          label={t('public.prayerRequest.label')}
          data-autofocus=""
          className={styles.text}
          rows={6}
          placeholder={t('public.prayerRequest.placeholder')}
          error={error}
          {...register('requestText')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('public.prayerRequest.send')}
        </Button>
      </form>
    </Modal>
  );
}
