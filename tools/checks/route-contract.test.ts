// The route contract: every route the table gives a remote is exposed by that remote's federation
// config as built, pointing at a route module that exists; every route module a remote has is in
// the table; the shell has a page for each route it owns.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminLayoutRoute, isGuardedPath, notFoundRoute, routeTable, routesOf, type RemoteName } from 'shared-data/routes';
import type { RouteModule } from 'shared-data';
import { federationConfigOf } from '../../scripts/lib/build-app';
import { federationNames, remoteApps, type RemoteApp } from '../../scripts/lib/apps';

const root = path.resolve(__dirname, '..', '..');
const remoteOf = (app: RemoteApp) => federationNames[app] as RemoteName;

describe.each(remoteApps)('%s', (app) => {
  const remote = remoteOf(app);
  const exposes = federationConfigOf(app).exposes ?? {};

  it('exposes every route module the table gives it, from a file that exists', () => {
    const routes = routesOf(remote);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const file = exposes[`./${route.module}`];
      expect(file, `${route.id} (${route.path}) is not exposed as ./${route.module}`).toBe(`./src/routes/${route.module}.tsx`);
      expect(existsSync(path.join(root, app, file ?? '')), `${app}/${file} does not exist`).toBe(true);
    }
  });

  it('has no route module outside the table', () => {
    const modules = new Set(routesOf(remote).map((route) => route.module));
    const files = readdirSync(path.join(root, app, 'src', 'routes')).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.replace(/\.tsx$/, '')).filter((module) => !modules.has(module))).toEqual([]);
    const exposedRouteFiles = Object.entries(exposes).filter(([, file]) => file.startsWith('./src/routes/'));
    expect(exposedRouteFiles.filter(([key]) => !modules.has(key.slice(2)))).toEqual([]);
  });

  it('default-exports a route module with a component from each of them', async () => {
    for (const module of new Set(routesOf(remote).map((route) => route.module))) {
      const loaded = (await import(path.join(root, app, 'src', 'routes', `${module}.tsx`))) as { default?: RouteModule };
      expect(typeof loaded.default?.Component, `${app}/src/routes/${module}.tsx`).toBe('function');
    }
  });
});

describe('the route table', () => {
  it('has unique ids and paths, and a title for every route', () => {
    const all = [...routeTable, adminLayoutRoute, notFoundRoute];
    expect(new Set(all.map((route) => route.id)).size).toBe(all.length);
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
    for (const route of all) expect(route.title.trim(), route.id).not.toBe('');
  });

  it('tells guarded paths (which say "try again" when the server cannot confirm a session) from public ones', () => {
    for (const path of ['/account', '/account/orders/x', '/checkout', '/admin', '/admin/customers/u1']) expect(isGuardedPath(path), path).toBe(true);
    for (const path of ['/', '/products', '/product/SLV-1/ring', '/accounts', '/administrator', '/login']) expect(isGuardedPath(path), path).toBe(false);
  });

  it('puts every admin route under /admin behind the admin guard, with no public chrome', () => {
    for (const route of routeTable.filter((entry) => entry.owner === 'admin')) {
      expect(route.path === '/admin' || route.path.startsWith('/admin/'), route.id).toBe(true);
      expect(route.guard, route.id).toBe('admin');
      expect(route.chrome, route.id).toBe('admin');
    }
  });

  it('has a shell page for every route the shell owns', async () => {
    const { shellPages } = await import('../../shell/src/pages/shell-pages');
    for (const route of [...routeTable, notFoundRoute].filter((entry) => entry.owner === 'shell')) {
      expect(typeof shellPages[route.module]?.Component, route.id).toBe('function');
    }
  });
});
