// The federation bundler runtime (the functions a build's webpack runtime calls to load remotes,
// consume and initialise shared modules), provided once per page like the federation runtime core.
//
// In browsers the shell's bundle brings these functions and publishes them on a global
// (provideBundlerRuntime, called by the shell's provide-runtime plugin); a remote's browser build
// takes them from there (remote-bundler-runtime.ts, which webpack.shared.js puts in place of
// @module-federation/webpack-bundler-runtime/dist/bundler.js) instead of shipping its own copy in
// every remoteEntry.js: 3.6 KB gzip less on every page (a remoteEntry.js went from 10.8 to 6.9 KB).
// The functions keep no state of their own: what they change hangs off the `webpackRequire` of the
// build that calls them. What does keep state, @module-federation/runtime's module-level instance,
// stays each build's own. The deploy contract already requires a remote's browser build to be made
// with the federation runtime the live shell provides (same major and minor version); this is part
// of it.
import type { Federation } from '@module-federation/webpack-bundler-runtime';

type BundlerFunctions = NonNullable<Federation['bundlerRuntime']>;

export interface ProvidedBundlerRuntime {
  /** A host's build leaves out what only containers use (initContainerEntry). */
  bundlerRuntime: Partial<BundlerFunctions>;
  attachShareScopeMap: Federation['attachShareScopeMap'];
}

export const BUNDLER_RUNTIME_GLOBAL = '__SHOP_FEDERATION_BUNDLER_RUNTIME__';

type GlobalWithRuntime = typeof globalThis & { [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime };

export function provideBundlerRuntime(federation: Federation): void {
  const target = globalThis as GlobalWithRuntime;
  if (!federation.bundlerRuntime) throw new Error('This build has no federation bundler runtime to provide');
  target[BUNDLER_RUNTIME_GLOBAL] ??= { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
}

export function providedBundlerRuntime(): ProvidedBundlerRuntime {
  const provided = (globalThis as GlobalWithRuntime)[BUNDLER_RUNTIME_GLOBAL];
  if (!provided) {
    throw new Error('The federation bundler runtime is missing: this remote build runs only on a page whose shell (or standalone runtime script) provides it');
  }
  return provided;
}
