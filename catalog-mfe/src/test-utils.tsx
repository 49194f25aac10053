// Test helpers: catalogue fixtures and a router that shows where the app navigated.
import type { ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'shared-router';
import type { ProductSummary, SiteSettings } from 'shared-data';

export function productFixture(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? 'slv-rng-0001';
  return {
    id,
    sku: id.toUpperCase(),
    slug: 'twisted-rope-stackable-band',
    title: 'Twisted Rope Stackable Band',
    price: 710,
    mrp: 950,
    stock: 40,
    minOrderQty: 6,
    category: 'Rings',
    categorySlug: 'rings',
    subCategory: 'Stackable & Band Rings',
    subCategoryId: 'rings--band-rings',
    image: { src: '/media/products/slv-rng-0001-1.svg', alt: 'Band, front view', width: 600, height: 600 },
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `ui` at `path` in a memory data router (and a fresh jotai store), with the current URL
 * shown. `settings`: the site settings the shell's root route would give (the defaults otherwise).
 */
export function withRouter(
  ui: ReactNode,
  { path = '/', store = createStore(), settings }: { path?: string; store?: ReturnType<typeof createStore>; settings?: SiteSettings } = {},
) {
  const router = createMemoryRouter(
    [
      {
        // The shell's root route id, so hooks reading the root data get the defaults.
        id: 'root',
        element: <Outlet />,
        ...(settings ? { loader: () => ({ settings }) } : {}),
        children: [
          {
            path: '*',
            element: (
              <>
                {ui}
                <Location />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], ...(settings ? { hydrationData: { loaderData: { root: { settings } } } } : {}) },
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
