/** Plan pages, mounted inside /dashboard and /account by their owners (paths are relative). */
export const plansPages = [
  { path: 'event-plans', title: 'Plans' },
  { path: 'plan-page/:id', title: 'Plan' },
  { path: 'events-master-calendar', title: 'Master Calendar' },
] as const;
