/** The Events page's lists: events (by page and search) and templates. */
export const eventsKeys = {
  all: ['events-admin'] as const,
  page: (page: number, search: string) => [...eventsKeys.all, 'page', page, search] as const,
  templates: ['event-templates'] as const,
  templatesPage: (page: number, search: string) => [...eventsKeys.templates, page, search] as const,
  groups: (search: string) => ['events-admin', 'groups', search] as const,
};

/**
 * The master calendar's prefix (features/master-calendar/api/calendar-keys.ts): an event saved
 * here makes its months stale. Features do not import each other, so it is repeated here.
 */
export const calendarPrefix = ['calendar'] as const;
