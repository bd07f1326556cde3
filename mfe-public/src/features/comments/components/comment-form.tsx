import { useForm } from 'react-hook-form';
import { useId } from 'react';
import { CreateCommentSchema, type CreateComment } from '@church/contracts';
import { Button, valibotFormResolver } from '@church/ui';
import { createComment } from '../api/create-comment';
import { showFailure } from './show-failure';
import styles from './comments.module.css';

export function CommentForm({ videoId }: { videoId: number }) {
  const fieldId = useId();
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
      <div className="ui-field">
        <label htmlFor={fieldId}>Comment</label>
        <textarea
          id={fieldId}
          rows={3}
          placeholder="Share what this message meant to you"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...register('text')}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="ui-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={formState.isSubmitting}>
        Add comment
      </Button>
    </form>
  );
}
