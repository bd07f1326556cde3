import { readKeys } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/posts/{id}: 404 when there is no such post. */
export const getPost = (id: number) => getJson(`posts/${id}`, lazyContract('PostSchema'));

export const usePost = (id: number) => useApiQuery(readKeys.post(id), () => getPost(id));
