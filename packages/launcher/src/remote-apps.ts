/** The remote apps in port order: PORT+1 .. PORT+5 in production, 3001..3005 in dev. */
export const REMOTE_APPS = [
  { dir: 'mfe-public', name: 'mfe_public' },
  { dir: 'mfe-giving', name: 'mfe_giving' },
  { dir: 'mfe-account', name: 'mfe_account' },
  { dir: 'mfe-dashboard', name: 'mfe_dashboard' },
  { dir: 'mfe-plans', name: 'mfe_plans' },
] as const;

export type RemoteApp = (typeof REMOTE_APPS)[number];
export type RemoteName = RemoteApp['name'];

/** A remote named as on the command line: its folder (`mfe-public`) or its federation name. */
export function findRemoteApp(nameOrDir: string): RemoteApp {
  const wanted = nameOrDir.replace(/^\.\//, '').replace(/\/$/, '');
  const app = REMOTE_APPS.find(({ dir, name }) => dir === wanted || name === wanted);
  if (!app) throw new Error(`No remote called ${nameOrDir}: one of ${REMOTE_APPS.map(({ dir }) => dir).join(', ')}`);
  return app;
}
