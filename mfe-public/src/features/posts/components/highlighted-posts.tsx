import { contentMessages } from '@church/contracts';
import { QueryView } from '../../../components/query-view';
import { useHighlightedPosts } from '../api/get-highlighted-posts';
import { PostCard } from './post-card';
import grid from './post-grid.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The three posts the editors placed in rows 1 to 3 of the home page. */
export function HighlightedPosts() {
  const { t } = useTranslate();
  const query = useHighlightedPosts();
  return (
    <QueryView
      query={query}
      errorMessage={contentMessages.getPostsFailed}
      empty={t('Stories from our church family will appear here soon.')}
      isEmpty={(posts) => posts.length === 0}
    >
      {(posts) => (
        <ul className={grid.grid}>
          {[...posts]
            .sort((a, b) => (a.rowPosition ?? 4) - (b.rowPosition ?? 4))
            .map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} featured eager={index === 0} />
              </li>
            ))}
        </ul>
      )}
    </QueryView>
  );
}
