// The options' picker, loaded on demand: only a product with options has it, so the first view of
// the others does not carry it. Once its module has loaded, React.lazy takes it at once (a thenable
// that answers synchronously) instead of suspending for a tick: the product's loader waits for it on
// the server, so the picker is in the server's HTML itself, not a segment streamed after the shell
// and revealed by a script (which a browser without JavaScript never runs).
import { lazy, type ComponentType } from 'react';
import type { VariantPickerProps } from './variant-picker';

type PickerModule = { default: ComponentType<VariantPickerProps> };
let loaded: PickerModule | undefined;

/** Loads the picker's module (once); resolves when it can render without suspending. */
export function loadVariantPicker(): Promise<PickerModule> {
  return loaded ? Promise.resolve(loaded) : import('./variant-picker').then((module) => (loaded = module));
}

export const VariantPicker = lazy(() =>
  loaded
    ? // React.lazy reads a thenable that calls back at once as already resolved.
      ({ then: (resolve: (module: PickerModule) => void) => resolve(loaded!) } as unknown as Promise<PickerModule>)
    : loadVariantPicker(),
);
