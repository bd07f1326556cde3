import { useId, useState } from 'react';
import { isSocialVideoLink, type Video } from '@church/contracts';
import { Button, FormTextField, Modal, UploadProgress, useValibotForm } from '@church/ui';
import { useVideoUpload } from '../hooks/use-video-upload';
import { LinkPreview } from './link-preview';
import { fileProblem, UploadVideoFormSchema, videoFileAccept } from './upload-video-schema';
import styles from './video-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** What a pasted link looks like: an address, the same in every language. */
const linkExample = 'https://www.youtube.com/watch?v=...';

interface UploadVideoDialogProps {
  onClose: () => void;
  onUploaded: (video: Video) => void;
}

/**
 * A new video: its name, and a file (uploaded with progress and Cancel) or a link to a video on
 * a social network (previewed as the public page will embed it). Closing the dialog while a
 * file is uploading cancels the upload.
 */
export function UploadVideoDialog({ onClose, onUploaded }: UploadVideoDialogProps) {
  const { t } = useTranslate();
  const fileId = useId();
  const form = useValibotForm(UploadVideoFormSchema, { name: '', source: 'file', link: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const flow = useVideoUpload(onUploaded);
  const busy = flow.isUploading || flow.isSaving;
  const [source, link, name] = form.watch(['source', 'link', 'name']);
  const trimmedLink = link.trim();

  const submit = form.handleSubmit((values) => {
    if (values.source === 'link') return flow.submitLink(values.name, values.link);
    const problem = fileProblem(file);
    setFileError(problem);
    if (!problem && file) flow.submitFile(values.name, file);
  });

  return (
    <Modal title={t('dashboard.videos.upload')} onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField form={form} name="name" label={t('dashboard.videos.name')} autoComplete="off" disabled={busy} />
        <fieldset className={styles.sources} disabled={busy}>
          <legend>{t('dashboard.videos.video')}</legend>
          <label>
            <input type="radio" value="file" {...form.register('source')} /> {t('dashboard.videos.aFile')}
          </label>
          <label>
            <input type="radio" value="link" {...form.register('source')} /> {t('dashboard.videos.aLink')}
          </label>
        </fieldset>
        {source === 'file' ? (
          <div className="ui-field ui-file-field">
            <label htmlFor={fileId}>{t('dashboard.videos.file')}</label>
            <input
              id={fileId}
              type="file"
              accept={videoFileAccept}
              disabled={busy}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileError(chosen ? fileProblem(chosen) : undefined);
              }}
            />
            {fileError ? (
              <p id={`${fileId}-error`} className="ui-field__error">
                {t(fileError)}
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <FormTextField
              form={form}
              name="link"
              label={t('dashboard.videos.link')}
              type="url"
              inputMode="url"
              placeholder={linkExample}
              disabled={busy}
            />
            {isSocialVideoLink(trimmedLink) ? <LinkPreview url={trimmedLink} name={name} /> : null}
          </>
        )}
        {flow.upload.status === 'uploading' ? (
          <UploadProgress fileName={flow.upload.file.name} percent={flow.upload.percent} onCancel={flow.cancel} />
        ) : null}
        {flow.upload.status === 'done' && flow.isSaving ? (
          <p role="status" className={styles.saving}>
            {t('dashboard.videos.saving')}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t(flow.isUploading ? 'dashboard.videos.cancelAndClose' : 'dashboard.videos.close')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('dashboard.videos.uploadSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
