import { contentMessages, PostSchema, type SavePost } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { postsKeys } from './posts-keys';
import { translate } from '../../../i18n/catalogues';

/** POST /api/posts, or PUT /api/posts/{id} when `id` is given; answers the saved post. */
export async function savePost({ id, post }: { id?: number; post: SavePost }) {
  const saved: unknown =
    id === undefined
      ? await api.post('posts', { json: post }).json()
      : await api.put(`posts/${id}`, { json: post }).json();
  return v.parse(PostSchema, saved);
}

/**
 * Saves the post and marks every posts list stale (a new post, a changed heading, a row taken
 * from another post). A failure the API explained was toasted by the client already; any
 * other gets the spec's text. The form shows the spec's text either way.
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: async (_saved, { id }) => {
      if (id !== undefined) toast.success(translate(contentMessages.postUpdated));
      await queryClient.invalidateQueries({ queryKey: postsKeys.all });
    },
    onError: async (error, { id }) => {
      if (await alreadyToasted(error)) return;
      toast.error(translate(id === undefined ? contentMessages.createPostFailed : contentMessages.updatePostFailed));
    },
  });
}
