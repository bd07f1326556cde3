import { useId } from 'react';
import type { PlanAttachment } from '@church/contracts';
import { Button, useConfirm } from '@church/ui';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useAttachFiles } from '../hooks/use-attach-files';
import { AttachmentLinkForm } from './attachment-link-form';
import { AttachmentRow } from './attachment-row';
import { AttachmentUploads } from './attachment-uploads';
import styles from './plan-attachments.module.css';

/** The types POST /api/files takes; the API checks the bytes anyway. */
const accepted = '.pdf,.jpg,.jpeg,.png,.webp,.gif,.mp4,.webm,application/pdf,image/*,video/mp4,video/webm';

interface PlanAttachmentsProps {
  serviceTypeId: number;
  /** From the plan (GET /api/service-types/{id}), oldest first. */
  attachments: readonly PlanAttachment[];
}

/** A plan's files and links: upload several at once, attach a link, open, rename, delete. */
export function PlanAttachments({ serviceTypeId, attachments }: PlanAttachmentsProps) {
  const headingId = useId();
  const inputId = useId();
  const files = useAttachFiles(serviceTypeId);
  const remove = useDeleteAttachment(serviceTypeId);
  const { confirm, dialog } = useConfirm();

  const askDelete = (attachment: PlanAttachment) =>
    void confirm({
      title: 'Delete this attachment?',
      message: (
        <p>
          “{attachment.name}” will be removed from the plan
          {attachment.isUploadedFile ? ', and the uploaded file deleted for good.' : '.'}
        </p>
      ),
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(attachment.id),
    });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Attachments</h2>
      {attachments.length === 0 ? (
        <p className={styles.empty}>No attachments yet.</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((attachment) => (
            <AttachmentRow key={attachment.id} attachment={attachment} onDelete={askDelete} />
          ))}
        </ul>
      )}

      <div className={`ui-field ui-file-field ${styles.files}`}>
        <label htmlFor={inputId}>Add files</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accepted}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            // Cleared at once, so the same files can be chosen again later.
            event.target.value = '';
            if (chosen.length > 0) void files.addFiles(chosen);
          }}
        />
      </div>
      <AttachmentUploads uploads={files.uploads} onCancel={files.cancel} onDismiss={files.dismiss} />
      {files.unattached.length > 0 ? (
        <div className={styles.unattached} role="alert">
          <p>
            {files.unattached.length === 1 ? 'One uploaded file was' : `${files.unattached.length} uploaded files were`}{' '}
            not attached.
          </p>
          <Button variant="secondary" onClick={files.attachAgain} loading={files.isAttaching}>
            Attach again
          </Button>
        </div>
      ) : null}

      <AttachmentLinkForm serviceTypeId={serviceTypeId} />
      {dialog}
    </section>
  );
}
