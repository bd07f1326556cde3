import { useId } from 'react';
import type { PlanAttachment } from '@church/contracts';
import { Button, useConfirm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useDeleteAttachment } from '../api/delete-attachment';
import { acceptedFiles, attachmentTypeNames } from '../attachment-types';
import { useAttachFiles } from '../hooks/use-attach-files';
import { AttachmentLinkForm } from './attachment-link-form';
import { AttachmentRow } from './attachment-row';
import { AttachmentUploads } from './attachment-uploads';
import styles from './plan-attachments.module.css';

interface PlanAttachmentsProps {
  serviceTypeId: number;
  /** From the plan (GET /api/service-types/{id}), oldest first. */
  attachments: readonly PlanAttachment[];
}

/** A plan's files and links: upload several at once, attach a link, open, rename, delete. */
export function PlanAttachments({ serviceTypeId, attachments }: PlanAttachmentsProps) {
  const { t, language } = useTranslate();
  const headingId = useId();
  const inputId = useId();
  const typesId = useId();
  const files = useAttachFiles(serviceTypeId);
  const remove = useDeleteAttachment(serviceTypeId);
  const { confirm, dialog } = useConfirm();

  const askDelete = (attachment: PlanAttachment) =>
    void confirm({
      title: t('plans.attachments.deleteTitle'),
      message: (
        <p>
          {t(attachment.isUploadedFile ? 'plans.attachments.deleteFile' : 'plans.attachments.deleteLink', {
            name: attachment.name,
          })}
        </p>
      ),
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(attachment.id),
    });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('plans.attachments.heading')}</h2>
      {attachments.length === 0 ? (
        <p className={styles.empty}>{t('plans.attachments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((attachment) => (
            <AttachmentRow key={attachment.id} attachment={attachment} onDelete={askDelete} />
          ))}
        </ul>
      )}

      <div className={`ui-field ui-file-field ${styles.files}`}>
        <label htmlFor={inputId}>{t('plans.attachments.addFiles')}</label>
        {/* Said before choosing: what the field takes. */}
        <p id={typesId} className={styles.types}>
          {t('plans.attachments.types', { types: attachmentTypeNames(language, 'conjunction') })}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedFiles}
          aria-describedby={typesId}
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
          <p>{t('plans.attachments.notAttached', { count: files.unattached.length })}</p>
          <Button variant="secondary" onClick={files.attachAgain} loading={files.isAttaching}>
            {t('plans.attachments.attachAgain')}
          </Button>
        </div>
      ) : null}

      <AttachmentLinkForm serviceTypeId={serviceTypeId} />
      {dialog}
    </section>
  );
}
