// A place in the shell's chrome filled by a component a remote exposes (the catalogue's search box):
// the shell's own fallback renders on the server and during hydration, the remote's component
// replaces it in the browser, and the fallback stays if the remote cannot be loaded.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../config/route-table';
import type { RouteModuleSource } from './remote-modules';
import { RemoteBoundary } from './remote-boundary';

export function RemoteSlot({
  modules,
  remote,
  module,
  fallback,
}: {
  modules: RouteModuleSource;
  remote: RemoteName;
  module: string;
  fallback: ReactNode;
}) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    modules.loadComponent(remote, module).then(
      (component) => {
        if (!cancelled) setLoaded(() => component);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [modules, remote, module]);
  if (!Loaded) return <>{fallback}</>;
  return (
    <RemoteBoundary remote={remote} fallback={fallback}>
      <Loaded />
    </RemoteBoundary>
  );
}
