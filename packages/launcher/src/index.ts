// The public entry of @church/launcher, for e2e global setup and other scripts.
export { startSite, type StartSiteOptions, type RunningSite } from './start-site';
export { serveRemote, type RemoteServer } from './serve-remote';
export { buildMissing, findMissingBuilds } from './build-missing';
export { REMOTE_APPS, generatedRemotesConfig, type RemoteName } from './remotes-config';
export { repoRoot } from './paths';
export { findChromium, requireChromium, CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE } from './chromium';
