// The browser's view of the remotes: registered at the versions the server rendered with. A remote
// that was down (or failed to load) is re-discovered from its deployment's current.json on the
// next attempt, so Retry works without a page reload once the remote is back.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-data/routes';
import type { RemoteClientInfo } from '../app/client-config';
import { RemoteUnavailableError, type RouteModuleSourceHooks } from '../app/remote-modules';

export function createBrowserRemotes(remotes: Record<RemoteName, RemoteClientInfo>): RouteModuleSourceHooks {
  const stale = new Set<RemoteName>();
  const register = (name: RemoteName, entry: string, force: boolean) => registerRemotes([{ name, entry }], { force });

  for (const [name, info] of Object.entries(remotes) as Array<[RemoteName, RemoteClientInfo]>) {
    if (info.entry) register(name, info.entry, false);
    else stale.add(name);
  }

  return {
    async beforeLoad(name) {
      if (!stale.has(name)) return;
      const info = remotes[name];
      try {
        const response = await fetch(`${info.baseUrl}current.json`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`current.json answered HTTP ${response.status}`);
        const { buildId } = (await response.json()) as { buildId?: unknown };
        if (typeof buildId !== 'string' || !/^[\w.-]+$/.test(buildId)) throw new Error('current.json has no valid buildId');
        const entry = `${info.baseUrl}builds/${buildId}/client/remoteEntry.js`;
        register(name, entry, true);
        remotes[name] = { ...info, entry, version: buildId };
        stale.delete(name);
      } catch (error) {
        throw new RemoteUnavailableError(name, error instanceof Error ? error.message : String(error));
      }
    },
    onUnavailable(name) {
      stale.add(name);
    },
  };
}
