import { PostSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { postsKeys } from './posts-keys';

/** GET /api/posts/edit/{id}: the post with its items, for admins and the Post upload action. */
export const getPostToEdit = (id: number, signal?: AbortSignal) =>
  getParsed(`posts/edit/${id}`, PostSchema, {}, signal);

/** Always read fresh: the form starts from it, and a stale copy would undo someone's edit. */
export const usePostToEdit = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: postsKeys.edit(id),
      queryFn: ({ signal }) => getPostToEdit(id, signal),
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
    }),
  );
