// Never bundled, only type-checked: each module this remote exposes, against the contract in
// @church/exposes. A default export that needs a prop the hosts do not pass, a missing module
// or one the contract does not declare fails `pnpm --filter ./mfe-plans typecheck`.
import type { ProvidedExposes } from '@church/exposes';

export const provided = {
  'event-plans': () => import('./event-plans'),
  'events-master-calendar': () => import('./events-master-calendar'),
  events: () => import('./events'),
  'plan-page': () => import('./plan-page'),
  'scheduling-grid': () => import('./scheduling-grid'),
} satisfies ProvidedExposes<'mfe_plans'>;
