import { contentMessages, publicPageSizes } from '@church/contracts';
import { Pagination } from '@church/ui';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../hooks/use-page-param';
import { usePosts } from '../api/get-posts';
import { PostCard } from './post-card';
import grid from './post-grid.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

export function PostsCatalog() {
  const { t } = useTranslate();
  const [page, setPage] = usePageParam();
  const query = usePosts((page - 1) * publicPageSizes.posts, publicPageSizes.posts);
  return (
    <QueryView
      query={query}
      errorMessage={translateMessage(contentMessages.getPostsFailed)}
      empty={t('public.posts.empty')}
      isEmpty={(list) => list.entities.length === 0}
    >
      {(list) => (
        <>
          <ul className={grid.grid}>
            {list.entities.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t('public.posts.pages')}
            page={page}
            count={list.count}
            pageSize={publicPageSizes.posts}
            onChange={setPage}
          />
        </>
      )}
    </QueryView>
  );
}
