// A place in the shell's chrome filled by a component a remote exposes (the catalogue's search box).
// The shell's own fallback renders on the server and until the remote's component is wanted: at
// once, or on the first sign of intent (pointer, touch or focus), so pages that never use it do
// not download that remote. The fallback stays if the remote cannot be loaded.
//
// What the shopper did in the fallback (typed text, caret, focus) is read at the last moment: in
// the same commit that swaps the two, just before the fallback's elements leave the page, and the
// remote's component takes it over in its layout effect. No keystroke can fall between the two.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from 'shared-data/routes';
import type { RouteModuleSource } from './remote-modules';
import { RemoteBoundary } from './remote-boundary';

/** What a slot's remote component receives: the fallback's state, read when it is replaced. */
export interface RemoteSlotProps<Handoff> {
  takeOver?: () => Handoff | undefined;
}

/**
 * Calls `onRemove` just before React detaches this component's elements (a removed component's
 * layout cleanup runs before its host elements are taken out), while they still hold focus.
 */
function BeforeRemoval({ children, onRemove }: { children: ReactNode; onRemove: () => void }) {
  useLayoutEffect(() => onRemove, [onRemove]);
  return children;
}

export function RemoteSlot<Handoff = never>({
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
  /** Reads the fallback's DOM as it is replaced; the remote's component gets it as `takeOver()`. */
  handoff?: (container: HTMLElement) => Handoff;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(loadOn === 'mount');
  const [Loaded, setLoaded] = useState<ComponentType<RemoteSlotProps<Handoff>> | null>(null);
  const snapshot = useRef<Handoff | undefined>(undefined);
  const takeSnapshot = useCallback(() => {
    if (handoff && containerRef.current) snapshot.current = handoff(containerRef.current);
  }, [handoff]);
  const takeOver = useCallback(() => snapshot.current, []);

  useEffect(() => {
    if (wanted) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const want = () => setWanted(true);
    // A shopper who got into the fallback before the page hydrated has already shown intent.
    if (container.contains(document.activeElement)) {
      want();
      return undefined;
    }
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
        if (!cancelled) setLoaded(() => component as ComponentType<RemoteSlotProps<Handoff>>);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, modules, remote, module]);

  const content = Loaded ? (
    <RemoteBoundary remote={remote} fallback={fallback}>
      <Loaded takeOver={takeOver} />
    </RemoteBoundary>
  ) : (
    <BeforeRemoval onRemove={takeSnapshot}>{fallback}</BeforeRemoval>
  );
  return (
    <div ref={containerRef} className="remote-slot">
      {content}
    </div>
  );
}
