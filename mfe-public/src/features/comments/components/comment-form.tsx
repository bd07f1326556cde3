import { useForm } from 'react-hook-form';
import { CreateCommentSchema, type CreateComment } from '@church/contracts';
import { Button, TextArea, valibotFormResolver } from '@church/ui';
import { createComment } from '../api/create-comment';
import { showFailure } from './show-failure';
import styles from './comments.module.css';
import { useTranslate } from '../i18n/catalogues';

export function CommentForm({ videoId }: { videoId: number }) {
  const { t } = useTranslate();
  const { register, handleSubmit, formState, reset } = useForm<CreateComment>({
    resolver: valibotFormResolver(CreateCommentSchema),
    defaultValues: { videoId, text: '' },
  });
  const error = formState.errors.text?.message;

  const submit = handleSubmit(async (values) => {
    try {
      await createComment(values);
      reset({ videoId, text: '' });
    } catch (failure) {
      showFailure(failure, t('public.comments.addFailed'));
    }
  });

  return (
    <form className={`ui-form ${styles.form}`} noValidate onSubmit={submit}>
      <TextArea
        label={t('public.comments.comment')}
        rows={3}
        placeholder={t('public.comments.placeholder')}
        error={error}
        {...register('text')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('public.comments.add')}
      </Button>
    </form>
  );
}
