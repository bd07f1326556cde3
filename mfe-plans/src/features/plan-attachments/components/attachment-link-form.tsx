import { Button, FormTextField, useValibotForm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { createAttachment, useCreateAttachments } from '../api/create-attachments';
import { AttachmentLinkSchema } from './attachment-link-schema';
import styles from './plan-attachments.module.css';

/** A link to a page elsewhere (a chart, a video, a shared folder), attached by name. */
export function AttachmentLinkForm({ serviceTypeId }: { serviceTypeId: number }) {
  const { t } = useTranslate();
  const form = useValibotForm(AttachmentLinkSchema, { name: '', url: '' });
  const attach = useCreateAttachments(serviceTypeId, createAttachment);

  const submit = form.handleSubmit(async ({ name, url }) => {
    // A failure keeps what was typed; the client has toasted why.
    await attach.mutateAsync({ serviceTypeId, name, url, isUploadedFile: false }).then(
      () => form.reset(),
      () => undefined,
    );
  });

  return (
    <form
      className={styles.linkForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('plans.attachments.linkForm')}
    >
      <FormTextField form={form} name="name" label={t('plans.attachments.linkName')} autoComplete="off" />
      <FormTextField
        form={form}
        name="url"
        label={t('plans.attachments.url')}
        type="url"
        inputMode="url"
        placeholder={t('plans.attachments.urlPlaceholder')}
      />
      <Button type="submit" variant="secondary" loading={attach.isPending}>
        {t('plans.attachments.attachLink')}
      </Button>
    </form>
  );
}
