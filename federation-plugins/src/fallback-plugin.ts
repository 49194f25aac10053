// Federation runtime plugin, second layer of failure handling: when a remote module cannot be
// loaded, resolve it to a fallback module instead of throwing. The fallback carries a marker that
// the shell's route loader turns into the "this part of the site is unavailable" screen (HTTP 503),
// so one remote down never takes the shell or another remote with it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE_MARKER = '__shopRemoteUnavailable';

export interface UnavailableRemoteModule {
  [UNAVAILABLE_MARKER]: true;
  id: string;
  message: string;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve' && lifecycle !== 'beforeRequest') return undefined;
      const message = error instanceof Error ? error.message : String(error);
      const fallback: UnavailableRemoteModule = { [UNAVAILABLE_MARKER]: true, id, message };
      return fallback;
    },
  };
}
