import { useMemo } from 'react';
import { contentMessages, type PostSummary } from '@church/contracts';
import { Link } from '@church/router';
import { formatDate, PagedTable, RowAction, SearchBox, useConfirm, useListParams, type DataColumn } from '@church/ui';
import { useDeletePost } from '../api/delete-post';
import { postsPageSize, usePosts } from '../api/get-posts';
import { usePostsByHeading } from '../api/get-posts-by-heading';
import styles from './posts-list.module.css';
import { type translate, useTranslate } from '../../../i18n/catalogues';

const columnsOf = (t: typeof translate): readonly DataColumn<PostSummary>[] => [
  {
    header: t('dashboard.posts.picture'),
    cell: (post) => <img className={styles.thumb} src={post.titlePictureUrl} alt="" loading="lazy" />,
    width: '7rem',
  },
  { header: t('dashboard.posts.heading'), cell: (post) => post.heading },
  { header: t('dashboard.posts.date'), cell: (post) => formatDate(post.creationDate), width: '8rem' },
  {
    header: t('dashboard.posts.highlightRow'),
    cell: (post) =>
      post.rowPosition ? t('dashboard.posts.row', { row: post.rowPosition }) : t('dashboard.posts.noRow'),
    width: '8rem',
  },
];

interface PostsListProps {
  /** Where this area shows the editor: `${base}/new`, `${base}/{id}/edit`. */
  base: string;
}

/** Every post, 6 a page (page and search in the URL), with a way to write, edit and delete them. */
export function PostsList({ base }: PostsListProps) {
  const { t, language } = useTranslate();
  // `t` reads the active language: the headers are built again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(t), [t, language]);
  const { page, setPage, search, setSearch } = useListParams({ pageSize: postsPageSize });
  const all = usePosts(page, search === '');
  const found = usePostsByHeading(search);
  const query = search ? found : all;
  const remove = useDeletePost();
  const { confirm, dialog } = useConfirm();

  // A search answers every match at once; the pager walks through them like pages of all posts.
  const data = search
    ? found.data && {
        count: found.data.count,
        entities: found.data.entities.slice((page - 1) * postsPageSize, page * postsPageSize),
      }
    : all.data;

  const askToDelete = (post: PostSummary) =>
    void confirm({
      title: t('dashboard.posts.deleteTitle'),
      message: <p>{t('dashboard.posts.deleteMessage', { heading: post.heading })}</p>,
      confirmLabel: t('dashboard.posts.delete'),
      onConfirm: () => remove.mutateAsync(post.id),
    });

  const emptyText = search ? t('dashboard.posts.noMatch', { search }) : t('dashboard.posts.nonePage');

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label={t('dashboard.posts.search')} value={search} onSearch={setSearch} />
        <Link to={`${base}/new`} className="ui-button ui-button--primary">
          {t('dashboard.posts.newTitle')}
        </Link>
      </div>
      <PagedTable
        caption={t('dashboard.posts.title')}
        query={query}
        data={data}
        columns={columns}
        getRowId={(post) => String(post.id)}
        rowActions={(post) => (
          <span className={styles.actions}>
            <RowAction name={post.heading} to={`${base}/${post.id}/edit`}>
              {t('dashboard.posts.edit')}
            </RowAction>
            <RowAction name={post.heading} variant="danger" onClick={() => askToDelete(post)}>
              {t('dashboard.posts.delete')}
            </RowAction>
          </span>
        )}
        failedText={t(contentMessages.getPostsFailed)}
        emptyText={emptyText}
        noneYet={
          search ? undefined : (
            <div className="ui-empty">
              <p>{t('dashboard.posts.none')}</p>
            </div>
          )
        }
        page={page}
        pageSize={postsPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.posts.pages')}
      />
      {dialog}
    </>
  );
}
