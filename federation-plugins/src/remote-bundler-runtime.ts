// A remote's browser build uses this module in place of
// @module-federation/webpack-bundler-runtime/dist/bundler.js (see bundler-runtime.ts): the same
// `federation` object, with the bundler functions the page's shell provides and this build's own
// @module-federation/runtime (its module-level instance must be this container's, not the shell's).
// The shell's bundle has no initContainerEntry (a host exposes nothing, so its build leaves that
// function out); a container brings its own.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { providedBundlerRuntime } from './bundler-runtime';

const provided = providedBundlerRuntime();

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A copy: the object's own fields (S) are this build's.
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
