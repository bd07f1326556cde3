import { useId, useRef } from 'react';
import { Button } from '@church/ui';
import { useObjectUrl } from '../hooks/use-object-url';
import type { Picture } from '../post-form';
import styles from './post-editor.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** Where a picture's upload stands while the post is being saved. */
export type UploadProgress = { status: 'uploading'; percent: number } | { status: 'failed' };

interface PictureFieldProps {
  label: string;
  value: Picture | null | undefined;
  onChange: (picture: Picture | null) => void;
  /** Offers 'Remove picture' (item pictures are optional). */
  optional?: boolean;
  error?: string;
  progress?: UploadProgress;
  disabled?: boolean;
}

const accept = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * A picture of the post: a preview of the stored or chosen one, and a file input. A chosen file
 * is kept in the form and uploaded only when the post is saved (spec section 5: a post needs
 * every upload to succeed), so nothing is stored for a post never saved.
 */
export function PictureField({
  label,
  value,
  onChange,
  optional = false,
  error,
  progress,
  disabled,
}: PictureFieldProps) {
  const { t } = useTranslate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value?.file);
  const shown = value?.url ?? preview;
  const failed = progress?.status === 'failed';
  const message = error ?? (failed ? t('dashboard.posts.pictureFailed') : undefined);

  return (
    <div className={`ui-field ${styles.picture}`}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.pictureRow}>
        {shown ? (
          <img className={styles.preview} src={shown} alt="" />
        ) : (
          <span className={styles.noPicture} aria-hidden="true">
            {t('dashboard.posts.noPicture')}
          </span>
        )}
        <div className={styles.pictureControls}>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            disabled={disabled}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChange({ file });
            }}
          />
          {value?.file ? (
            <p className={styles.fileName}>{t('dashboard.posts.uploadedOnSave', { name: value.file.name })}</p>
          ) : null}
          {optional && value ? (
            <Button
              variant="secondary"
              disabled={disabled}
              onClick={() => {
                onChange(null);
                if (inputRef.current) inputRef.current.value = '';
              }}
            >
              {t('dashboard.posts.removePicture', { label: label.toLowerCase() })}
            </Button>
          ) : null}
        </div>
      </div>
      {progress?.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={t('dashboard.posts.uploading', { label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="ui-progress"
        >
          <span className="ui-progress__bar" style={{ width: `${progress.percent}%` }} />
        </div>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="ui-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
