import { useForm } from 'react-hook-form';
import { CreatePrayerRequestSchema, prayerMessages, type CreatePrayerRequest } from '@church/contracts';
import { HTTPError, toast } from '@church/http';
import { Button, Modal, TextArea, valibotFormResolver } from '@church/ui';
import { createPrayerRequest } from '../api/create-prayer-request';
import styles from './prayer-request-dialog.module.css';

export interface PrayerRequestDialogProps {
  /** The page the request is sent from, e.g. '/videos/12'. */
  page: string;
  onClose: () => void;
}

export function PrayerRequestDialog({ page, onClose }: PrayerRequestDialogProps) {
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
      toast.success(prayerMessages.sent);
    } catch (failure) {
      // The HTTP client already showed what the server said.
      if (!(failure instanceof HTTPError)) toast.error('Failed to send your request');
    }
  });

  return (
    <Modal title="Prayer request" onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <p className={styles.intro}>Share what is on your heart. Our prayer team will pray for you this week.</p>
        <TextArea
          label="My Prayer Request"
          data-autofocus=""
          className={styles.text}
          rows={6}
          placeholder="Type your request"
          error={error}
          {...register('requestText')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          Send
        </Button>
      </form>
    </Modal>
  );
}
