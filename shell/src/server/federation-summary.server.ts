// What the server's federation runtime has loaded: for each app instance and each shared module,
// the versions actually loaded and which app provided them. Reported by /__health, so operators
// (and the end-to-end tests) can see that every singleton exists once on the server too.

interface SharedEntry {
  from?: string;
  loaded?: boolean;
  useIn?: string[];
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;

export interface LoadedShared {
  instance: string;
  module: string;
  version: string;
  from: string;
}

export function loadedSharedModules(): LoadedShared[] {
  const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__;
  const result: LoadedShared[] = [];
  for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
    for (const [module, versions] of Object.entries(scopes.default ?? {})) {
      for (const [version, entry] of Object.entries(versions)) {
        if (entry.loaded) result.push({ instance, module, version, from: entry.from ?? '?' });
      }
    }
  }
  return result;
}
