import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { commentsKeys } from './comments-keys';
import { translate } from '../../../i18n/catalogues';

/** DELETE /api/comments/{id} */
export async function deleteComment(id: number): Promise<void> {
  await api.delete(`comments/${id}`);
}

/** Deletes a comment; the pages refill from the server, since every later comment moves up one. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKeys.all }),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.comments.deleteFailed'));
    },
  });
}
