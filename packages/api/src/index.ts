// The public entry of @church/api, used by the launcher and by e2e global setup.
export { buildApp, type BuildAppOptions } from './app';
export { loadAccountsConfig, loadConfig, type AccountsConfig, type Config, type LogLevel } from './config';
export { parseRemotesConfig } from './lib/remotes-config';
export { cacheControlFor, type SiteOptions } from './plugins/site';
export type { RemotesConfig } from '@church/contracts';
export { backupSite, type SiteData } from './backup/site-backup';
export { restoreSite } from './backup/site-restore';
export type { BackupManifest } from './backup/manifest';
