// Never bundled, only type-checked: each module this remote exposes, against the contract in
// @church/exposes. A default export that needs a prop the hosts do not pass, a missing module
// or one the contract does not declare fails `pnpm --filter ./mfe-account typecheck`.
import type { ProvidedExposes } from '@church/exposes';

export const provided = {
  'account-settings': () => import('./account-settings'),
  'givings-history': () => import('./givings-history'),
  'prayer-requests': () => import('./prayer-requests'),
  'my-schedule': () => import('./my-schedule'),
  routes: () => import('./routes'),
} satisfies ProvidedExposes<'mfe_account'>;
