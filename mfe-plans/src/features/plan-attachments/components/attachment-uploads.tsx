import { planAttachmentMessages } from '@church/contracts';
import { Button, UploadProgress, type QueuedUpload } from '@church/ui';
import styles from './plan-attachments.module.css';

interface AttachmentUploadsProps {
  uploads: readonly QueuedUpload[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** Files on their way: a bar and Cancel each, 'Waiting' for the next ones, the failed ones said so. */
export function AttachmentUploads({ uploads, onCancel, onDismiss }: AttachmentUploadsProps) {
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label="Uploads">
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
              <span className={styles.waiting}>Waiting</span>
              <Button
                variant="secondary"
                onClick={() => onCancel(upload.key)}
                aria-label={`Cancel ${upload.file.name}`}
              >
                Cancel
              </Button>
            </>
          ) : null}
          {upload.status === 'failed' ? (
            <>
              <span className="ui-field__error" role="alert">
                {planAttachmentMessages.uploadFailed}
              </span>
              <Button
                variant="secondary"
                onClick={() => onDismiss(upload.key)}
                aria-label={`Dismiss ${upload.file.name}`}
              >
                Dismiss
              </Button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
