/** Every list of this page sits under `all`: pages of all videos, and search results by name. */
export const videoSettingsKeys = {
  all: ['videos', 'settings'] as const,
  page: (page: number) => [...videoSettingsKeys.all, 'page', page] as const,
  search: (name: string) => [...videoSettingsKeys.all, 'search', name] as const,
};
