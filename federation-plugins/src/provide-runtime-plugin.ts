// Federation runtime plugin of the shell's browser build: publishes the shell's bundler runtime for
// the remotes' remoteEntry.js files (see bundler-runtime.ts). Its module runs when the shell's
// federation entry imports it, before any remote loads.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
import { provideBundlerRuntime } from './bundler-runtime';

provideBundlerRuntime(federation);

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'shop-provide-bundler-runtime' };
}
