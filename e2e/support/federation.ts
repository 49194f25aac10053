// Reads the federation runtime's share scopes (browser and server) for the singleton checks.
import type { Page } from '@playwright/test';

export interface LoadedShared {
  instance: string;
  module: string;
  version: string;
  from: string;
}

export const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'shared-router', 'jotai', 'shared-auth', 'shared-data', 'shared-ui'];

export function browserLoadedShared(page: Page): Promise<{ instances: string[]; loaded: LoadedShared[] }> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __INSTANCES__: Array<{ name: string }>; __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const loaded: Array<{ instance: string; module: string; version: string; from: string }> = [];
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      for (const [module, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) loaded.push({ instance, module, version, from: entry.from ?? '?' });
        }
      }
    }
    return { instances: federation.__INSTANCES__.map((instance) => instance.name), loaded };
  });
}

/** For each singleton, the distinct (version, provider) pairs loaded across every instance. */
export function distinctProviders(loaded: LoadedShared[], module: string): string[] {
  return [...new Set(loaded.filter((entry) => entry.module === module).map((entry) => `${entry.version}@${entry.from}`))];
}
