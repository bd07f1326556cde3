// Never bundled, only type-checked: each module this remote exposes, against the contract in
// @church/exposes. A default export that needs a prop the hosts do not pass, a missing module
// or one the contract does not declare fails `pnpm --filter ./mfe-public typecheck`.
import type { ProvidedExposes } from '@church/exposes';

export const provided = {
  'prayer-request': () => import('./prayer-request'),
  routes: () => import('./routes'),
} satisfies ProvidedExposes<'mfe_public'>;
