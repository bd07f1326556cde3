import { Button, FormTextField, useValibotForm } from '@church/ui';
import { createAttachment, useCreateAttachments } from '../api/create-attachments';
import { AttachmentLinkSchema } from './attachment-link-schema';
import styles from './plan-attachments.module.css';

/** A link to a page elsewhere (a chart, a video, a shared folder), attached by name. */
export function AttachmentLinkForm({ serviceTypeId }: { serviceTypeId: number }) {
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
    <form className={styles.linkForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Attach a link">
      <FormTextField form={form} name="name" label="Link name" autoComplete="off" />
      <FormTextField form={form} name="url" label="URL" type="url" inputMode="url" placeholder="https://" />
      <Button type="submit" variant="secondary" loading={attach.isPending}>
        Attach link
      </Button>
    </form>
  );
}
