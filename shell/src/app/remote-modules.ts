// Loads remotes' route modules through the federation runtime and keeps the loaded ones so the
// route component can render synchronously with exactly the module version its loader used.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RouteModule } from 'shared-data';
import type { RemoteName } from 'shared-data/routes';
import { UNAVAILABLE_MARKER } from 'federation-plugins/fallback-plugin';

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, detail: string) {
    super(`The ${remote} remote could not be loaded: ${detail}`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

export interface RouteModuleSource {
  load(remote: RemoteName, module: string): Promise<RouteModule>;
  peek(remote: RemoteName, module: string): RouteModule | undefined;
  /** A component a remote exposes for the shell's chrome (its default export). */
  loadComponent(remote: RemoteName, module: string): Promise<ComponentType>;
}

function isRouteModule(value: unknown): value is RouteModule {
  return typeof value === 'object' && value !== null && typeof (value as RouteModule).Component === 'function';
}

export interface RouteModuleSourceHooks {
  /** Makes sure the remote is registered (and fresh); throws RemoteUnavailableError when it is down. */
  beforeLoad(remote: RemoteName): Promise<void> | void;
  /** Told about every failed load, so the owner can re-discover the remote next time (and log why). */
  onUnavailable?(remote: RemoteName, error: RemoteUnavailableError): void;
  /**
   * The federation name to load the remote's modules from (the server: its canary build for a
   * visitor in the canary's share); default the remote's own name.
   */
  federationName?(remote: RemoteName): string;
}

async function importRouteModule(remote: RemoteName, federationName: string, module: string): Promise<RouteModule> {
  let exports: unknown;
  try {
    exports = await loadRemote<unknown>(`${federationName}/${module}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  if (exports && typeof exports === 'object' && UNAVAILABLE_MARKER in exports) {
    throw new RemoteUnavailableError(remote, String((exports as { message?: string }).message));
  }
  const candidate = (exports as { default?: unknown } | null)?.default ?? exports;
  if (!isRouteModule(candidate)) {
    throw new RemoteUnavailableError(remote, `"${remote}/${module}" is not a route module`);
  }
  return candidate;
}

export function createRouteModuleSource(hooks: RouteModuleSourceHooks): RouteModuleSource {
  const loaded = new Map<string, RouteModule>();
  const nameOf = (remote: RemoteName) => hooks.federationName?.(remote) ?? remote;
  return {
    async load(remote, module) {
      try {
        await hooks.beforeLoad(remote);
        const federationName = nameOf(remote);
        const routeModule = await importRouteModule(remote, federationName, module);
        loaded.set(`${federationName}/${module}`, routeModule);
        return routeModule;
      } catch (error) {
        if (error instanceof RemoteUnavailableError) hooks.onUnavailable?.(remote, error);
        throw error;
      }
    },
    peek(remote, module) {
      return loaded.get(`${nameOf(remote)}/${module}`);
    },
    async loadComponent(remote, module) {
      try {
        await hooks.beforeLoad(remote);
        const exports = await loadRemote<unknown>(`${nameOf(remote)}/${module}`);
        const candidate = (exports as { default?: unknown } | null)?.default;
        if (!exports || UNAVAILABLE_MARKER in (exports as object) || typeof candidate !== 'function') {
          throw new RemoteUnavailableError(remote, `"${remote}/${module}" is not a component module`);
        }
        return candidate as ComponentType;
      } catch (error) {
        const failure = error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, String(error));
        hooks.onUnavailable?.(remote, failure);
        throw failure;
      }
    },
  };
}
