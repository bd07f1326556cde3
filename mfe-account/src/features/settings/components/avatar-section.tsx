import { useRef, useState } from 'react';
import { accountMessages, type CurrentUser } from '@church/contracts';
import { UploadAbortedError, toast } from '@church/http';
import { Avatar, Button } from '@church/ui';
import { updateCurrentUser } from '../api/update-current-user';
import { uploadPhoto } from '../api/upload-photo';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { profileOf } from './profile-form';

interface AvatarSectionProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

/** Upload a photo (with progress and Cancel), then save its URL on the user. */
export function AvatarSection({ user, onSaved }: AvatarSectionProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const { t } = useTranslate();

  const change = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const photoUrl = await uploadPhoto(file, { onProgress: setProgress, signal: controller.signal });
      onSaved(await updateCurrentUser({ ...profileOf(user), photoUrl }));
      toast.success(translate(accountMessages.avatarUpdated));
    } catch (error) {
      if (!(error instanceof UploadAbortedError)) toast.error(translate(accountMessages.avatarFailed));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  return (
    <section className="ui-form" aria-labelledby="account-photo-heading">
      <h2 id="account-photo-heading">{t('account.settings.photo')}</h2>
      <Avatar firstName={user.firstName} lastName={user.lastName} photoUrl={user.photoUrl} size={96} />
      <div className="ui-field">
        <label htmlFor="account-photo-input">{t('account.settings.changePhoto')}</label>
        <input
          id="account-photo-input"
          type="file"
          accept="image/*"
          disabled={progress !== null}
          onChange={(event) => void change(event.currentTarget)}
        />
      </div>
      {progress !== null ? (
        <div className="ui-form__row">
          <progress aria-label={t('account.settings.uploadProgress')} max={100} value={progress}>
            {progress}%
          </progress>
          <Button variant="secondary" onClick={() => upload.current?.abort()}>
            {t('account.common.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
