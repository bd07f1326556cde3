/** The campaigns' pages and each campaign's pledges: a save or a delete makes them all stale. */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  page: (page: number) => ['campaigns', 'page', page] as const,
  pledges: (id: number, page: number) => ['campaigns', id, 'pledges', page] as const,
};
