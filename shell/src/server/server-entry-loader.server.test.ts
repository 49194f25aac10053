// @vitest-environment node
// Two builds of one remote in one process: each entry's evaluation sees no other build's federation
// instance of the same container name, learns its own URL (for its chunks), and gets its own id.
import { buildIdOfEntry, evaluateServerEntry, SERVER_ENTRY_URL_GLOBAL } from './server-entry-loader.server';

interface Instance {
  name: string;
  options: { id?: string; name: string };
}
const federation = () => (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;

/** An entry as webpack writes it, reduced to what matters here: its runtime's init and its container. */
const entrySource = (label: string) => `
  const instances = globalThis.__FEDERATION__.__INSTANCES__;
  const seen = instances.filter((instance) => instance.options.name === 'catalog').map((instance) => instance.options.id);
  instances.push({ name: 'catalog', options: { id: '', name: 'catalog' } });
  const publicPath = new URL('./', globalThis.${SERVER_ENTRY_URL_GLOBAL}).href;
  module.exports.catalog = { get: () => undefined, init: () => undefined, label: ${JSON.stringify(label)}, seen, publicPath, path: require('path').sep };
`;

describe('the server entry loader', () => {
  // vi.stubGlobal, not an assignment: unstubbing deletes a global that was not there before. An
  // assignment of the saved `undefined` left an own __FEDERATION__ of undefined behind, and the
  // federation runtime, loaded by a later file in the same worker, failed on it.
  beforeEach(() => {
    vi.stubGlobal('__FEDERATION__', { __INSTANCES__: [{ name: 'shell', options: { id: 'shell:local', name: 'shell' } }] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a canary build apart from the main one: its own instance, its own chunk folder, its own container', () => {
    const mainEntry = 'http://127.0.0.1:3101/builds/main1/server/remoteEntry.js';
    const canaryEntry = 'http://127.0.0.1:3101/builds/can1/server/remoteEntry.js';
    const main = evaluateServerEntry(entrySource('main'), mainEntry, 'catalog', 'catalog:main1') as Record<string, unknown>;
    const canary = evaluateServerEntry(entrySource('canary'), canaryEntry, 'catalog', 'catalog__canary:can1') as Record<string, unknown>;
    expect(main).toMatchObject({ label: 'main', seen: [], publicPath: 'http://127.0.0.1:3101/builds/main1/server/', path: '/' });
    // The canary's runtime did not see the main build's instance (it would have shared it).
    expect(canary).toMatchObject({ label: 'canary', seen: [], publicPath: 'http://127.0.0.1:3101/builds/can1/server/' });
    expect(
      federation()
        .__INSTANCES__.map((instance) => instance.options.id)
        .sort(),
    ).toEqual(['catalog:main1', 'catalog__canary:can1', 'shell:local']);
    expect((globalThis as Record<string, unknown>)[SERVER_ENTRY_URL_GLOBAL]).toBeUndefined();
    expect((globalThis as Record<string, unknown>)['catalog']).toBeUndefined();
  });

  it('puts the other instances back when an entry throws, and refuses an entry with no container', () => {
    evaluateServerEntry(entrySource('main'), 'http://x/builds/main1/server/remoteEntry.js', 'catalog', 'catalog:main1');
    expect(() => evaluateServerEntry('throw new Error("boom")', 'http://x/builds/b2/server/remoteEntry.js', 'catalog', null)).toThrow('boom');
    expect(federation().__INSTANCES__.map((instance) => instance.options.id)).toContain('catalog:main1');
    expect(() => evaluateServerEntry('module.exports.other = {}', 'http://x/builds/b3/server/remoteEntry.js', 'catalog', null)).toThrow(
      /exports no federation container named "catalog"/,
    );
    expect(() => evaluateServerEntry('require("left-pad")', 'http://x/builds/b4/server/remoteEntry.js', 'catalog', null)).toThrow(/not a Node built-in/);
  });

  it('reads the build id from a deployment URL', () => {
    expect(buildIdOfEntry('http://127.0.0.1:3101/builds/7be168bf63d3/server/remoteEntry.js')).toBe('7be168bf63d3');
    expect(buildIdOfEntry('http://127.0.0.1:3101/server/remoteEntry.js')).toBeNull();
  });
});
