import { readKeys, type Post } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/posts/{id}: 404 when there is no such post. */
export const getPost = (id: number) => getJson<Post>(`posts/${id}`);

export const usePost = (id: number) => useApiQuery(readKeys.post(id), () => getPost(id));
