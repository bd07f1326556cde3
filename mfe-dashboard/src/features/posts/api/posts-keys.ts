/** Every query of the posts pages sits under `all`, so a save or a delete can mark them all stale. */
export const postsKeys = {
  all: ['posts', 'dashboard'] as const,
  page: (page: number) => [...postsKeys.all, 'page', page] as const,
  search: (heading: string) => [...postsKeys.all, 'search', heading] as const,
  edit: (id: number) => [...postsKeys.all, 'edit', id] as const,
  highlighted: () => [...postsKeys.all, 'highlighted'] as const,
};
