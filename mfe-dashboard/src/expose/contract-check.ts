// Never bundled, only type-checked: each module this remote exposes, against the contract in
// @church/exposes. A default export that needs a prop the hosts do not pass, a missing module
// or one the contract does not declare fails `pnpm --filter ./mfe-dashboard typecheck`.
import type { ProvidedExposes } from '@church/exposes';

export const provided = {
  'audit-log': () => import('./audit-log'),
  campaigns: () => import('./campaigns'),
  'church-settings': () => import('./church-settings'),
  charts: () => import('./charts'),
  comments: () => import('./comments'),
  givings: () => import('./givings'),
  members: () => import('./members'),
  'post-editor': () => import('./post-editor'),
  posts: () => import('./posts'),
  reports: () => import('./reports'),
  roles: () => import('./roles'),
  'sent-emails': () => import('./sent-emails'),
  routes: () => import('./routes'),
  'video-settings': () => import('./video-settings'),
} satisfies ProvidedExposes<'mfe_dashboard'>;
