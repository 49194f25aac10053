// A place in the shell's chrome filled by a component a remote exposes (the catalogue's search box).
// The shell's own fallback renders on the server and until the remote's component is wanted: at
// once, or on the first sign of intent (pointer, touch or focus), so pages that never use it do
// not download that remote. The fallback stays if the remote cannot be loaded.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from 'shared-data/routes';
import type { RouteModuleSource } from './remote-modules';
import { RemoteBoundary } from './remote-boundary';

type Props = Record<string, unknown>;

export function RemoteSlot({
  modules,
  remote,
  module,
  fallback,
  loadOn = 'mount',
  handoff,
}: {
  modules: RouteModuleSource;
  remote: RemoteName;
  module: string;
  fallback: ReactNode;
  loadOn?: 'mount' | 'intent';
  /** Props for the remote's component, read from the fallback's DOM when it is replaced. */
  handoff?: (container: HTMLElement) => Props;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(loadOn === 'mount');
  const [loaded, setLoaded] = useState<{ Component: ComponentType<Props>; props: Props } | null>(null);

  useEffect(() => {
    if (wanted) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const want = () => setWanted(true);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const event of events) container.addEventListener(event, want, { once: true, passive: true });
    return () => {
      for (const event of events) container.removeEventListener(event, want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    modules.loadComponent(remote, module).then(
      (component) => {
        if (cancelled) return;
        const props = containerRef.current && handoff ? handoff(containerRef.current) : {};
        setLoaded({ Component: component as ComponentType<Props>, props });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, modules, remote, module, handoff]);

  const content = loaded ? (
    <RemoteBoundary remote={remote} fallback={fallback}>
      <loaded.Component {...loaded.props} />
    </RemoteBoundary>
  ) : (
    fallback
  );
  return (
    <div ref={containerRef} className="remote-slot">
      {content}
    </div>
  );
}
