// @vitest-environment node
// The server builds the route objects and the static handler once and gives every request its own
// scope; nothing of one request may reach another that runs at the same time.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'shared-router/server';
import type { RemoteLoaderArgs, RouteModule, SessionUser } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { createAppRoutes, type RequestScope } from './app-routes';
import { createRouteModuleSource } from './remote-modules';
import { RouteModulesProvider } from './route-modules-context';

const customer = (uid: string): SessionUser => ({ uid, email: `${uid}@example.com`, displayName: null, emailVerified: true, admin: false });

/** A request's scope whose modules come from one build of the remotes, named in what they render. */
function scopeFor(build: string, user: SessionUser | null, gate?: Promise<void>): RequestScope & { loads: string[] } {
  const loads: string[] = [];
  const page = (module: string): RouteModule<string> => ({
    loader: async ({ context }: RemoteLoaderArgs) => {
      await gate;
      return `${module} from ${build} for ${context.user?.uid ?? 'a visitor'}`;
    },
    Component: () => <p>{`${build} rendered this`}</p>,
  });
  const modules = createRouteModuleSource({ beforeLoad: () => undefined });
  return {
    loads,
    modules: {
      ...modules,
      load: async (remote, module) => {
        loads.push(`${remote}/${module}`);
        return page(module);
      },
      peek: () => page('peeked'),
    },
    loaderContext: () => ({ db: null, user, server: true, origin: 'http://127.0.0.1:3000' }),
  };
}

const handler = createStaticHandler(createAppRoutes({ scope: ({ context }) => context as RequestScope }));

async function query(path: string, scope: RequestScope): Promise<StaticHandlerContext | Response> {
  return handler.query(new Request(`http://127.0.0.1:3000${path}`), { requestContext: scope });
}

function html(context: StaticHandlerContext, scope: RequestScope): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <RouteModulesProvider value={scope.modules}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RouteModulesProvider>,
  );
}

describe('createAppRoutes on the server', () => {
  it('runs each request with its own scope while another runs on the same handler', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = scopeFor('build A', customer('asha'), gate);
    const second = scopeFor('build B (canary)', null);
    const pendingFirst = query('/products', first);
    const secondContext = await query('/products', second);
    release();
    const firstContext = await pendingFirst;
    if (firstContext instanceof Response || secondContext instanceof Response) throw new Error('no redirect expected');

    expect(firstContext.loaderData['products']).toBe('products from build A for asha');
    expect(secondContext.loaderData['products']).toBe('products from build B (canary) for a visitor');
    expect(first.loads).toEqual(['catalog/products']);
    expect(second.loads).toEqual(['catalog/products']);
    expect(firstContext.loaderData['root']).toMatchObject({ user: { uid: 'asha' } });
    expect(secondContext.loaderData['root']).toMatchObject({ user: null });
  });

  it('guards by the request’s own user: a visitor is sent to sign in, a customer gets the page', async () => {
    const visitor = await query('/account', scopeFor('build A', null));
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get('location')).toBe('/login?redirect=%2Faccount');

    const signedIn = await query('/account', scopeFor('build A', customer('ravi')));
    if (signedIn instanceof Response) throw new Error('the customer was redirected');
    expect(signedIn.loaderData['account']).toBe('account from build A for ravi');
  });

  it('sends a customer home from an admin page, and asks a new administrator’s browser for a fresh token', async () => {
    const home = await query('/admin', scopeFor('build A', customer('ravi')));
    expect(home).toBeInstanceOf(Response);
    expect((home as Response).headers.get('location')).toBe('/');

    const newAdmin = scopeFor('build A', { ...customer('meera'), adminPending: true });
    const pending = await query('/admin', newAdmin);
    if (pending instanceof Response) throw new Error('the new administrator was redirected');
    expect(pending.statusCode).toBe(403);
    expect(newAdmin.loads).toEqual([]);
    expect(html(pending, newAdmin)).toContain('Opening the admin area');
  });

  it('renders each page with the modules of its own request', async () => {
    const stable = scopeFor('build A', null);
    const canary = scopeFor('build B (canary)', null);
    const [stableContext, canaryContext] = await Promise.all([query('/products', stable), query('/products', canary)]);
    if (stableContext instanceof Response || canaryContext instanceof Response) throw new Error('no redirect expected');
    const stableHtml = html(stableContext, stable);
    const canaryHtml = html(canaryContext, canary);
    expect(stableHtml).toContain('build A rendered this');
    expect(stableHtml).not.toContain('build B');
    expect(canaryHtml).toContain('build B (canary) rendered this');
    expect(canaryHtml).not.toContain('build A');
  });
});
