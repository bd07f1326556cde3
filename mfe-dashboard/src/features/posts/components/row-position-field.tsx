import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@church/ui';
import { useHighlightedPosts } from '../api/get-highlighted-posts';
import type { PostFormInput, PostFormValues } from '../post-form';
import styles from './post-editor.module.css';
import { useTranslate } from '../../../i18n/catalogues';

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
  const { t } = useTranslate();
  const row = useWatch({ control: form.control, name: 'rowPosition' });
  const highlighted = useHighlightedPosts();
  const holder = row
    ? highlighted.data?.find((post) => post.rowPosition === Number(row) && post.id !== postId)
    : undefined;

  return (
    <div className={styles.rowField}>
      <FormSelect form={form} name="rowPosition" label={t('dashboard.posts.highlightField')}>
        <option value="">{t('dashboard.posts.notHighlighted')}</option>
        <option value="1">{t('dashboard.posts.row', { row: 1 })}</option>
        <option value="2">{t('dashboard.posts.row', { row: 2 })}</option>
        <option value="3">{t('dashboard.posts.row', { row: 3 })}</option>
      </FormSelect>
      <p role="status" className={holder ? styles.rowWarning : 'ui-visually-hidden'}>
        {holder ? t('dashboard.posts.rowTaken', { row, heading: holder.heading }) : ''}
      </p>
    </div>
  );
}
