import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-core';

/**
 * The host's runtime plugin that lends its federation runtime core to the remotes, which are
 * built with `externalRuntime` and read it from `globalThis._FEDERATION_RUNTIME_CORE`
 * (decision 0051), with its version, which a remote checks (`runtime-core-lending.ts`). Ours rather than `@module-federation/inject-external-runtime-core-plugin`:
 * that one is required as CommonJS and takes the whole core as a namespace, a second,
 * untree-shaken copy in the host (+24 KB gzip). These are exactly the names a remote's bundled
 * runtime reads (`provided-names.test.ts` checks the list against the installed runtime), all
 * of which the host's own runtime uses already, so lending them costs the host nothing.
 */
export const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

type Lent = typeof runtimeCore & { version: string | undefined };

/** `version` is the core's version, which a remote checks before it uses the core. */
export default function provideRuntimeCore(params?: { version?: string }): ModuleFederationRuntimePlugin {
  return {
    name: 'church-provide-runtime-core',
    beforeInit(args) {
      // Before the first remote entry runs: the host registers remotes only after its init.
      (CurrentGlobal as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: Lent })._FEDERATION_RUNTIME_CORE = {
        ...runtimeCore,
        version: params?.version,
      };
      return args;
    },
  };
}
