import { useId, useRef } from 'react';
import { uploadFile } from '@church/http';
import { Button } from '../button';
import { formatFileSize } from './format-file-size';
import { UploadProgress } from './upload-progress';
import { useUpload, type UploadFn } from './use-upload';
import { useTranslate } from './i18n/catalogues';

const uploadToFiles: UploadFn = (file, options) => uploadFile('files', file, options);

interface FileFieldProps {
  label: string;
  /** e.g. 'image/*' or '.pdf,.docx'. */
  accept?: string;
  /** Called with the stored file's URL once the upload has finished. */
  onUploaded: (url: string) => void;
  errorText?: string;
  /** Replaces the POST to /api/files, e.g. another endpoint or a test double. */
  upload?: UploadFn;
}

/** Chooses a file and uploads it at once, with a progress bar and a Cancel that aborts. */
export function FileField(props: FileFieldProps) {
  const { t } = useTranslate();
  const { label, accept, onUploaded, errorText = t('ui.fileField.uploadFailed'), upload = uploadToFiles } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, start, cancel } = useUpload(upload, onUploaded);

  const reset = () => {
    cancel();
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <div className="ui-field ui-file-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-invalid={state.status === 'failed' || undefined}
        aria-describedby={state.status === 'failed' ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {state.status !== 'idle' ? (
        <p className="ui-file-field__file">
          {state.file.name} ({formatFileSize(state.file.size)})
        </p>
      ) : null}
      {state.status === 'uploading' ? (
        <UploadProgress fileName={state.file.name} percent={state.percent} onCancel={reset} />
      ) : null}
      {state.status === 'done' ? (
        <p role="status" className="ui-file-field__done">
          {t('ui.fileField.uploaded')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="ui-file-field__failed">
          <p id={`${id}-error`} className="ui-field__error" role="alert">
            {errorText}
          </p>
          {/* Choosing the same file again fires no change event, hence a button for it. */}
          <Button variant="secondary" onClick={() => void start(state.file)}>
            {t('ui.fileField.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
