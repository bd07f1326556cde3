import { visitInfoReadKey } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/visit-info: service times, address, parking, access and contact. */
export const getVisitInfo = () => getJson('visit-info', lazyContract('VisitInfoSchema'));

/** Keyed as the home page's inlined read, so the server-drawn home page needs no request. */
export const useVisitInfo = () => useApiQuery(visitInfoReadKey, getVisitInfo);
