import { liveStatusReadKey } from '@church/contracts';
import { getJson } from './get-json';
import { lazyContract } from './lazy-contract';
import { useApiQuery } from './use-api-query';

/** GET /api/live-stream: the service streamed now with its player, else the next one. */
export const getLiveStatus = () => getJson('live-stream', lazyContract('LiveStatusSchema'));

/**
 * Keyed as the home and sermons pages' inlined read (their server-drawn "Live now" and live
 * panel). Shared by two features (the visit section and the sermons page), hence here.
 */
export const useLiveStatus = () => useApiQuery(liveStatusReadKey, getLiveStatus);
