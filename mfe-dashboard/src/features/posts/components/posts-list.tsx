import type { PostSummary } from '@church/contracts';
import { Link } from '@church/router';
import { formatDate, PagedTable, RowAction, SearchBox, useConfirm, useListParams, type DataColumn } from '@church/ui';
import { useDeletePost } from '../api/delete-post';
import { postsPageSize, usePosts } from '../api/get-posts';
import { usePostsByHeading } from '../api/get-posts-by-heading';
import styles from './posts-list.module.css';

const failedText = 'Failed to get posts';

const columns: readonly DataColumn<PostSummary>[] = [
  {
    header: 'Picture',
    cell: (post) => <img className={styles.thumb} src={post.titlePictureUrl} alt="" loading="lazy" />,
    width: '7rem',
  },
  { header: 'Heading', cell: (post) => post.heading },
  { header: 'Date', cell: (post) => formatDate(post.creationDate), width: '8rem' },
  { header: 'Highlight row', cell: (post) => (post.rowPosition ? `Row ${post.rowPosition}` : 'None'), width: '8rem' },
];

interface PostsListProps {
  /** Where this area shows the editor: `${base}/new`, `${base}/{id}/edit`. */
  base: string;
}

/** Every post, 6 a page (page and search in the URL), with a way to write, edit and delete them. */
export function PostsList({ base }: PostsListProps) {
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
      title: 'Delete this post?',
      message: <p>“{post.heading}” and its pictures will be deleted for good. It disappears from the site at once.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(post.id),
    });

  const emptyText = search ? `No post has “${search}” in its heading` : 'No posts on this page';

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label="Search by heading" value={search} onSearch={setSearch} />
        <Link to={`${base}/new`} className="ui-button ui-button--primary">
          New post
        </Link>
      </div>
      <PagedTable
        caption="Posts"
        query={query}
        data={data}
        columns={columns}
        getRowId={(post) => String(post.id)}
        rowActions={(post) => (
          <span className={styles.actions}>
            <RowAction name={post.heading} to={`${base}/${post.id}/edit`}>
              Edit
            </RowAction>
            <RowAction name={post.heading} variant="danger" onClick={() => askToDelete(post)}>
              Delete
            </RowAction>
          </span>
        )}
        failedText={failedText}
        emptyText={emptyText}
        noneYet={
          search ? undefined : (
            <div className="ui-empty">
              <p>No posts yet. Write the first one with New post.</p>
            </div>
          )
        }
        page={page}
        pageSize={postsPageSize}
        onPageChange={setPage}
        pagesLabel="Posts pages"
      />
      {dialog}
    </>
  );
}
