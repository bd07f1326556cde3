import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@church/ui';
import { useHighlightedPosts } from '../api/get-highlighted-posts';
import type { PostFormInput, PostFormValues } from '../post-form';
import styles from './post-editor.module.css';

interface RowPositionFieldProps {
  form: UseFormReturn<PostFormInput, unknown, PostFormValues>;
  /** The post being edited; none for a new one. */
  postId?: number;
}

/**
 * None, or one of the home page's three highlighted rows. A row holds one post: choosing a row
 * another post holds says, before saving, that the save moves that post out of it.
 */
export function RowPositionField({ form, postId }: RowPositionFieldProps) {
  const row = useWatch({ control: form.control, name: 'rowPosition' });
  const highlighted = useHighlightedPosts();
  const holder = row
    ? highlighted.data?.find((post) => post.rowPosition === Number(row) && post.id !== postId)
    : undefined;

  return (
    <div className={styles.rowField}>
      <FormSelect form={form} name="rowPosition" label="Highlight row on the home page">
        <option value="">Not highlighted</option>
        <option value="1">Row 1</option>
        <option value="2">Row 2</option>
        <option value="3">Row 3</option>
      </FormSelect>
      <p role="status" className={holder ? styles.rowWarning : 'ui-visually-hidden'}>
        {holder ? `Row ${row} now shows “${holder.heading}”. Saving moves that post out of the highlighted rows.` : ''}
      </p>
    </div>
  );
}
