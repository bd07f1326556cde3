import { planAttachmentMessages } from '@church/contracts';
import { Button, UploadProgress, type QueuedUpload } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { attachmentTypeNames, isTypeRefusal } from '../attachment-types';
import styles from './plan-attachments.module.css';

interface AttachmentUploadsProps {
  uploads: readonly QueuedUpload[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}

/**
 * Files on their way: a bar and Cancel each, 'Waiting' for the next ones, the failed ones said
 * so ('Error while uploading file'), with the types taken beside it when the type was refused.
 */
export function AttachmentUploads({ uploads, onCancel, onDismiss }: AttachmentUploadsProps) {
  const { t, language } = useTranslate();
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label={t('plans.attachments.uploads')}>
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.upload}>
          <span className={styles.fileName}>{upload.file.name}</span>
          {upload.status === 'uploading' ? (
            <UploadProgress
              fileName={upload.file.name}
              percent={upload.percent}
              onCancel={() => onCancel(upload.key)}
            />
          ) : null}
          {upload.status === 'waiting' ? (
            <>
              <span className={styles.waiting}>{t('plans.attachments.waiting')}</span>
              <Button
                variant="secondary"
                onClick={() => onCancel(upload.key)}
                aria-label={t('plans.attachments.cancelNamed', { name: upload.file.name })}
              >
                {t('plans.common.cancel')}
              </Button>
            </>
          ) : null}
          {upload.status === 'failed' ? (
            <>
              <span className="ui-field__error" role="alert">
                {t(planAttachmentMessages.uploadFailed)}
                {isTypeRefusal(upload.error) ? (
                  <> {t('plans.attachments.refusedType', { types: attachmentTypeNames(language, 'disjunction') })}</>
                ) : null}
              </span>
              <Button
                variant="secondary"
                onClick={() => onDismiss(upload.key)}
                aria-label={t('plans.attachments.dismissNamed', { name: upload.file.name })}
              >
                {t('plans.attachments.dismiss')}
              </Button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
