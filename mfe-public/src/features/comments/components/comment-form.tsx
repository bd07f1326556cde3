import { useForm } from 'react-hook-form';
import { CreateCommentSchema, type CreateComment } from '@church/contracts';
import { Button, TextArea, valibotFormResolver } from '@church/ui';
import { createComment } from '../api/create-comment';
import { showFailure } from './show-failure';
import styles from './comments.module.css';

export function CommentForm({ videoId }: { videoId: number }) {
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
      showFailure(failure, 'Failed to add comment');
    }
  });

  return (
    <form className={`ui-form ${styles.form}`} noValidate onSubmit={submit}>
      <TextArea
        label="Comment"
        rows={3}
        placeholder="Share what this message meant to you"
        error={error}
        {...register('text')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        Add comment
      </Button>
    </form>
  );
}
