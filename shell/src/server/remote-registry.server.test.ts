// @vitest-environment node
// The registry follows a remote's deployment: a new build id re-registers it, an unreachable
// deployment makes it "down" (and it comes back), and the browser is told the exact version.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteUnavailableError } from '../app/remote-modules';
import { RemoteRegistry, type RegisteredRemote } from './remote-registry.server';

let current: { buildId: string; canary?: unknown } | null = { buildId: 'build-1' };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/current.json' && current) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(current));
    } else if (req.url?.startsWith('/builds/missing/')) {
      res.writeHead(404);
      res.end();
    } else if (req.url?.endsWith('/client/mf-manifest.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ exposes: [{ name: 'products', path: './products', assets: { js: { sync: ['p.1.js'] }, css: { sync: ['p.1.css'] } } }] }));
    } else {
      res.writeHead(503);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the remote registry', () => {
  it('registers the current build and re-registers it when the deployment changes', async () => {
    current = { buildId: 'build-1' };
    const registered: string[] = [];
    const registry = new RemoteRegistry([{ name: 'catalog', url: base }], { revalidateMs: 0, register: ({ entry }) => registered.push(entry) });
    await registry.ensureFresh('catalog');
    await registry.ensureFresh('catalog');
    expect(registered).toEqual([`${base}builds/build-1/server/remoteEntry.js`]);
    expect(registry.clientInfo('catalog')).toEqual({ baseUrl: base, entry: `${base}builds/build-1/client/remoteEntry.js`, version: 'build-1' });
    expect(registry.exposeAssets('catalog', 'products')).toEqual({
      js: [`${base}builds/build-1/client/p.1.js`],
      css: [`${base}builds/build-1/client/p.1.css`],
    });

    current = { buildId: 'build-2' };
    await registry.ensureFresh('catalog');
    expect(registered.at(-1)).toBe(`${base}builds/build-2/server/remoteEntry.js`);
    expect(registry.clientInfo('catalog').version).toBe('build-2');
  });

  it('re-reads the deployment at most once per revalidation interval', async () => {
    current = { buildId: 'build-3' };
    const registered: string[] = [];
    const registry = new RemoteRegistry([{ name: 'catalog', url: base }], { revalidateMs: 60_000, register: ({ entry }) => registered.push(entry) });
    await registry.ensureFresh('catalog');
    current = { buildId: 'build-4' };
    await registry.ensureFresh('catalog');
    expect(registry.clientInfo('catalog').version).toBe('build-3');
  });

  it('lets a render go on with the build it has while the deployment is checked, and wait only without one', async () => {
    current = { buildId: 'build-6' };
    const registry = new RemoteRegistry([{ name: 'catalog', url: base }], { revalidateMs: 0, downRevalidateMs: 0, register: () => undefined });
    await registry.ensureUsable('catalog'); // no build yet: waits for the first check
    expect(registry.clientInfo('catalog').version).toBe('build-6');
    current = { buildId: 'build-7' };
    await registry.ensureUsable('catalog'); // the check runs in the background
    expect(registry.clientInfo('catalog').version).toBe('build-6');
    await vi.waitFor(() => expect(registry.clientInfo('catalog').version).toBe('build-7'));
    current = null;
    await registry.ensureUsable('catalog');
    await vi.waitFor(() => expect(registry.status()[0]?.down).not.toBeNull());
    // Down: a render waits for the next check, and fails when it still does not answer.
    await expect(registry.ensureUsable('catalog')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('reports a remote whose deployment does not answer as unavailable, and recovers', async () => {
    current = null;
    const registry = new RemoteRegistry([{ name: 'content', url: base }], { revalidateMs: 0, downRevalidateMs: 0, register: () => undefined });
    await expect(registry.ensureFresh('content')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(registry.clientInfo('content')).toEqual({ baseUrl: base, entry: null, version: null });
    current = { buildId: 'build-5' };
    await registry.ensureFresh('content');
    expect(registry.clientInfo('content').version).toBe('build-5');
    expect(registry.status()[0]?.down).toBeNull();
  });

  it('rejects a current.json without a valid build id', async () => {
    current = { buildId: '../../etc' };
    const registry = new RemoteRegistry([{ name: 'admin', url: base }], { revalidateMs: 0, register: () => undefined });
    await expect(registry.ensureFresh('admin')).rejects.toThrow(/no valid buildId/);
  });

  it('registers a canary beside the main build and gives it to the visitors whose bucket is below its share', async () => {
    current = { buildId: 'main-1', canary: { buildId: 'canary-1', share: 30 } };
    const registered: RegisteredRemote[] = [];
    const registry = new RemoteRegistry([{ name: 'catalog', url: base }], { revalidateMs: 0, register: (remote) => registered.push(remote) });
    await registry.ensureFresh('catalog');
    expect(registered).toEqual([
      { name: 'catalog', entry: `${base}builds/main-1/server/remoteEntry.js`, entryGlobalName: 'catalog', buildVersion: 'main-1' },
      { name: 'catalog__canary', entry: `${base}builds/canary-1/server/remoteEntry.js`, entryGlobalName: 'catalog', buildVersion: 'canary-1' },
    ]);
    expect(registry.hasCanary()).toBe(true);
    expect([0, 29, 30, 99, null].map((bucket) => registry.variant('catalog', bucket))).toEqual(['canary', 'canary', 'main', 'main', 'main']);
    expect(registry.federationName('catalog', 'canary')).toBe('catalog__canary');
    expect(registry.clientInfo('catalog', 'canary').entry).toBe(`${base}builds/canary-1/client/remoteEntry.js`);
    expect(registry.exposeAssets('catalog', 'products', 'canary').js).toEqual([`${base}builds/canary-1/client/p.1.js`]);
    expect(registry.clientInfo('catalog', 'main').entry).toBe(`${base}builds/main-1/client/remoteEntry.js`);
    expect(registry.status()[0]).toMatchObject({ version: 'main-1', canary: { version: 'canary-1', share: 30 } });

    // A new share is followed without loading the build again; an abort ends it for everyone.
    current = { buildId: 'main-1', canary: { buildId: 'canary-1', share: 60 } };
    await registry.ensureFresh('catalog');
    expect(registered).toHaveLength(2);
    expect(registry.variant('catalog', 45)).toBe('canary');
    current = { buildId: 'main-1', canary: null };
    await registry.ensureFresh('catalog');
    expect(registry.hasCanary()).toBe(false);
    expect(registry.variant('catalog', 0)).toBe('main');
    expect(registry.federationName('catalog', 'canary')).toBe('catalog');
    expect(registry.clientInfo('catalog', 'canary').entry).toBe(`${base}builds/main-1/client/remoteEntry.js`);
  });

  it('leaves out a canary it cannot load or that is malformed, says why, and keeps serving the main build', async () => {
    const registry = new RemoteRegistry([{ name: 'catalog', url: base }], { revalidateMs: 0, register: () => undefined });
    current = { buildId: 'main-1', canary: { buildId: 'missing', share: 50 } };
    await registry.ensureFresh('catalog');
    expect(registry.hasCanary()).toBe(false);
    expect(registry.variant('catalog', 0)).toBe('main');
    expect(registry.status()[0]?.canaryProblem).toMatch(/builds\/missing\/client\/mf-manifest.json answered HTTP 404/);
    for (const canary of [
      { buildId: 'canary-1', share: 0 },
      { buildId: 'canary-1', share: 100 },
      { buildId: '../x', share: 10 },
      { buildId: 'main-1', share: 10 },
    ]) {
      current = { buildId: 'main-1', canary };
      await registry.ensureFresh('catalog');
      expect(registry.hasCanary(), JSON.stringify(canary)).toBe(false);
      expect(registry.status()[0]?.canaryProblem).toBeTruthy();
    }
  });
});
