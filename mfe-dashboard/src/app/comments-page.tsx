import type { AreaPageProps } from '@church/areas';
import { CommentsModeration } from '../features/comments/components/comments-moderation';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/comments, and /account/comments with the Comments action. */
export default function CommentsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.comments.title')}</h1>
      <CommentsModeration />
    </section>
  );
}
