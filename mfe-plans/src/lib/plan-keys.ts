/**
 * Query keys the plans features share: a plan changes through its items and notes
 * (features/service-plan), its attachments (features/plan-attachments), and its size shows in
 * the list of service types (features/service-types). Features do not import each other, so
 * the keys live here.
 */
export const planKeys = {
  all: ['service-types'] as const,
  /** Every page and search of the service types list. */
  lists: () => [...planKeys.all, 'list'] as const,
  page: (page: number, search: string) => [...planKeys.lists(), page, search] as const,
  /** One plan page: GET /api/service-types/{id}. */
  plan: (id: number) => [...planKeys.all, 'plan', id] as const,
};
