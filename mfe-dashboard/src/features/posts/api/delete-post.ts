import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { postsKeys } from './posts-keys';
import { translate } from '../../../i18n/catalogues';

/** DELETE /api/posts/{id}: the post, its items and its stored pictures. */
export async function deletePost(id: number): Promise<void> {
  await api.delete(`posts/${id}`);
}

/** Deletes a post, then refetches the lists: every later row moves up a place. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async () => {
      toast.success(translate('dashboard.posts.deleted'));
      await queryClient.invalidateQueries({ queryKey: postsKeys.all });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.posts.deleteFailed'));
    },
  });
}
