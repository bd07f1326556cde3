// Alone in its file: read-keys.ts is on every first visit, this key only where the filters draw.

/** GET /api/videos/filters: the sermons page's series and speakers, inlined with its first page. */
export const videoFiltersReadKey = 'videos/filters';
