// Loads remotes' server entries (remoteEntry.js of a build's `server/` folder) for the shell
// server, so that two builds of one remote can be live in one process (a canary beside the live
// build) without touching each other:
//
// - Each entry is evaluated as @module-federation/sdk's loadScriptNode does (a CommonJS wrapper run
//   in this context), but its container is taken from the entry's own exports, never from a global:
//   the runtime would otherwise reuse `globalThis.catalog` of the other build.
// - While it is evaluated, the federation instances of other builds with the same container name are
//   out of `__FEDERATION__.__INSTANCES__`. The runtime's init looks an instance up by container name
//   (@module-federation/runtime getGlobalFederationInstance) and would share the first build's,
//   whose node chunk loader then serves the second build's chunk requests from the wrong folder.
// - The new instance gets the id `<registered name>:<build id>` and the registry registers the remote
//   with that `buildVersion`, so replacing or dropping one build removes exactly its own instance.
// - `globalThis.__SHOP_SERVER_ENTRY_URL__` holds the entry's URL during evaluation: the remotes'
//   server builds set their public path from it (webpack.shared.js, ServerEntryPublicPathPlugin),
//   so each build fetches its chunks from its own folder.
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SERVER_ENTRY_URL_GLOBAL = '__SHOP_SERVER_ENTRY_URL__';

// The `require` the entries get: they require only Node's built-ins (their own dependencies are
// bundled or shared). Not this module's `require` or `createRequire`, which the bundler replaces.
function nodeRequire(id: string): unknown {
  const builtin = process.getBuiltinModule(id);
  if (!builtin) throw new Error(`A remote's server code required "${id}", which is not a Node built-in`);
  return builtin;
}

interface FederationInstanceLike {
  name: string;
  options: { id?: string; name: string; version?: string };
}

function federationInstances(): FederationInstanceLike[] {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstanceLike[] } }).__FEDERATION__;
  if (!federation) throw new Error('The federation runtime is not initialised');
  federation.__INSTANCES__ ??= [];
  return federation.__INSTANCES__;
}

/** The build id in a deployment's entry URL (`…/builds/<id>/server/remoteEntry.js`). */
export function buildIdOfEntry(entry: string): string | null {
  return /\/builds\/([\w.-]+)\/server\/[^/]+$/.exec(new URL(entry).pathname)?.[1] ?? null;
}

/**
 * Runs an entry's source and returns its container (`module.exports[containerName]`). Synchronous
 * from hiding the other instances to putting them back, so no other load can interleave.
 */
export function evaluateServerEntry(source: string, entry: string, containerName: string, instanceId: string | null): unknown {
  const instances = federationInstances();
  const others = instances.filter((instance) => instance.options.name === containerName);
  const before = new Set(instances);
  for (const instance of others) instances.splice(instances.indexOf(instance), 1);
  const scope = globalThis as Record<string, unknown>;
  scope[SERVER_ENTRY_URL_GLOBAL] = entry;
  const module: { exports: Record<string, unknown> } = { exports: {} };
  try {
    const url = new URL(entry);
    const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${source}\n})`, { filename: entry });
    const run = script.runInThisContext() as (...args: unknown[]) => void;
    run(module.exports, module, nodeRequire, url.pathname.split('/').slice(0, -1).join('/'), url.pathname.split('/').at(-1));
  } finally {
    delete scope[SERVER_ENTRY_URL_GLOBAL];
    const created = instances.filter((instance) => !before.has(instance));
    if (instanceId) for (const instance of created) instance.options.id = instanceId;
    instances.unshift(...others.filter((instance) => !instances.includes(instance)));
  }
  const exported = module.exports;
  const container = exported[containerName] ?? exported;
  if (!container || typeof (container as { get?: unknown }).get !== 'function') {
    throw new Error(`${entry} exports no federation container named "${containerName}"`);
  }
  return container;
}

/** The runtime plugin that loads every remote's server entry through evaluateServerEntry. */
export function serverEntryLoader(fetchTimeoutMs = 10_000): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-server-entry-loader',
    async loadEntry({ remoteInfo }) {
      const response = await fetch(remoteInfo.entry, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered HTTP ${response.status}`);
      const source = await response.text();
      const buildVersion = (remoteInfo as { buildVersion?: string }).buildVersion ?? buildIdOfEntry(remoteInfo.entry);
      return evaluateServerEntry(
        source,
        remoteInfo.entry,
        remoteInfo.entryGlobalName || remoteInfo.name,
        buildVersion ? `${remoteInfo.name}:${buildVersion}` : null,
      ) as never;
    },
  };
}
