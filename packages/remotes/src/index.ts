// One way to load another app's code, for the shell and for every remote: the same federation
// runtime, retry plugin, failure region and retry panel. Shared as a federation singleton, so a
// remote that mounts another remote's page uses the shell's runtime and its registered remotes.
export { RemoteRegion, type RemoteRegionProps } from './remote-region';
export {
  loadRemoteModule,
  loadedRemoteModule,
  provideRemoteModule,
  type RemoteComponentModule,
} from './load-remote-module';
export { registerRemotesFromConfig } from './register-remotes';
export { reportClientError } from './report-client-error';
