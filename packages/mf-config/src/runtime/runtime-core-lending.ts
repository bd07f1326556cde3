import path from 'node:path';
import { versionOf } from '../shared';

/** Where the shell puts the runtime core it lends to remotes (the name enhanced's option uses). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The runtime core version every app is built with: mf-config pins it beside enhanced. */
export function runtimeCoreVersion(): string {
  const version = versionOf('@module-federation/runtime-core', path.join(__dirname, '../..'));
  if (!version) throw new Error('@church/mf-config cannot find @module-federation/runtime-core');
  return version;
}

/**
 * What a remote's `@module-federation/runtime-core` import becomes: the shell's lent core, if it
 * is the version the remote was built with. A shell without one, or with another version, makes
 * the remote's entry throw as it loads, so the remote's regions show the retry panel (as for a
 * shared library out of range, decision 0049) instead of running on a core it was not built for.
 */
export function borrowedRuntimeCore(remote: string, version: string): string {
  const refusal = `${remote} needs the federation runtime core ${version} from the shell, which lends `;
  return (
    `(function (core) { if (core && core.version === ${JSON.stringify(version)}) return core; ` +
    `throw new Error(${JSON.stringify(refusal)} + (core ? core.version : 'none')); })` +
    `(globalThis.${RUNTIME_CORE_GLOBAL})`
  );
}
