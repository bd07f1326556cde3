import { useEffect, useRef, useState } from 'react';
import { toast } from '@church/http/toast';
import { useFormState, useWatch } from 'react-hook-form';
import { contentMessages, postRules } from '@church/contracts';
import { Link } from '@church/router';
import { Button, FormTextArea, FormTextField, useConfirm, useLeaveGuard, useValibotForm } from '@church/ui';
import { useSavePost } from '../api/save-post';
import { useUploadPictures } from '../hooks/use-upload-pictures';
import { formToSavePost, PostFormSchema, postToForm, type PostFormInput } from '../post-form';
import { PictureField } from './picture-field';
import { PostItemsField } from './post-items-field';
import { RowPositionField } from './row-position-field';
import styles from './post-editor.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface PostEditorProps {
  initial: PostFormInput;
  /** The post being edited; none when creating one. */
  postId?: number;
  /** Where the list of posts is, for Cancel. */
  listPath: string;
  /** Where a new post is shown once created (spec section 2: /posts/{id}). */
  publicPath: (id: number) => string;
}

/**
 * One form for a new post and for an edit. Saving uploads the chosen pictures first (with
 * progress); if any fails nothing is saved and everything typed stays. A new post then opens
 * its public page; an edit stays here, saved. Leaving with unsaved changes asks first.
 */
export function PostEditor({ initial, postId, listPath, publicPath }: PostEditorProps) {
  const { t } = useTranslate();
  const form = useValibotForm(PostFormSchema, initial);
  const { isDirty, errors } = useFormState({ control: form.control });
  const titlePicture = useWatch({ control: form.control, name: 'titlePicture' });
  const save = useSavePost();
  const uploads = useUploadPictures(form);
  const [failure, setFailure] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const busy = uploads.isUploading || save.isPending;
  const creating = postId === undefined;

  const guard = useLeaveGuard(isDirty, () =>
    confirm({
      title: t('dashboard.posts.leaveTitle'),
      message: <p>{t('dashboard.posts.leaveMessage')}</p>,
      confirmLabel: t('dashboard.posts.leave'),
      cancelLabel: t('dashboard.posts.stay'),
      onConfirm: () => undefined,
    }),
  );

  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const stored = await uploads.uploadAll(values);
    if (stored === 'cancelled') return;
    if (stored === 'failed') {
      setFailure(t(contentMessages.uploadMediaFailed));
      toast.error(t(contentMessages.uploadMediaFailed));
      return;
    }
    let saved;
    try {
      saved = await save.mutateAsync({ id: postId, post: formToSavePost(values, stored) });
    } catch {
      setFailure(t(creating ? contentMessages.createPostFailed : contentMessages.updatePostFailed));
      return;
    }
    if (creating) guard.leave(publicPath(saved.id));
    else form.reset(postToForm(saved));
  });

  return (
    <form className={`ui-form ${styles.editor}`} noValidate onSubmit={(event) => void submit(event)}>
      <FormTextField
        form={form}
        name="heading"
        label={t('dashboard.posts.heading')}
        maxLength={postRules.headingMax}
        autoComplete="off"
      />
      <FormTextArea form={form} name="text" label={t('dashboard.posts.text')} rows={6} maxLength={postRules.textMax} />
      <PictureField
        label={t('dashboard.posts.titlePicture')}
        value={titlePicture}
        onChange={(picture) => {
          form.setValue('titlePicture', picture, { shouldDirty: true, shouldValidate: true });
          uploads.forget('titlePicture');
        }}
        error={errors.titlePicture && t(errors.titlePicture.message ?? '')}
        progress={uploads.progressOf('titlePicture')}
        disabled={busy}
      />
      <RowPositionField form={form} postId={postId} />
      <PostItemsField form={form} progressOf={uploads.progressOf} onPictureChange={uploads.forget} disabled={busy} />
      {failure ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t(creating ? 'dashboard.posts.create' : 'dashboard.posts.save')}
        </Button>
        {uploads.isUploading ? (
          <Button variant="secondary" onClick={uploads.cancel}>
            {t('dashboard.posts.cancelUpload')}
          </Button>
        ) : (
          <Link to={listPath} className="ui-button ui-button--secondary">
            {t('dashboard.posts.back')}
          </Link>
        )}
      </div>
      {dialog}
    </form>
  );
}
