// The product page of a product with options (issue 40): it opens on the variant the URL names, its
// options are radio groups (colour swatches, size buttons), and choosing one changes the price, the
// stock, the SKU, the pictures and the URL; combinations not on sale are disabled, a sold-out variant
// can be chosen but not added; the cart line is the variant's.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { cartStateAtom, type Product, type RemoteLoaderArgs } from 'shared-data';
import { createMemoryRouter, RouterProvider, useLocation } from 'shared-router';

let stored: Product | null = null;
vi.mock('../lib/products', () => ({ fetchRelatedProducts: async () => [] }));
vi.mock('../features/product/api/product-reads', () => ({
  fetchProductBySku: async () => stored,
  fetchProductForPreview: async () => null,
}));
vi.mock('../lib/reviews', () => ({ fetchPublishedReviews: async () => [] }));

const { default: route } = await import('./product-detail');

const image = (name: string) => ({ src: `/media/products/${name}.webp`, alt: name, width: 800, height: 800 });

const lipstick: Product = {
  id: 'lip-0001',
  sku: 'LIP-0001',
  slug: 'matte-lipstick',
  title: 'Matte lipstick',
  price: 499,
  mrp: null,
  stock: 12,
  minOrderQty: 1,
  category: 'Beauty',
  categorySlug: 'beauty',
  subCategory: '',
  subCategoryId: '',
  image: image('lipstick'),
  status: 'active',
  createdAt: null,
  updatedAt: null,
  description: 'Long-lasting.',
  featured: false,
  hsnCode: '',
  images: [image('lipstick')],
  attributes: {},
  tags: [],
  searchKeywords: [],
  seo: { title: '', description: '', image: '' },
  options: [
    {
      name: 'Shade',
      kind: 'colour',
      values: [
        { value: 'Ruby', swatch: '#9b111e' },
        { value: 'Coral', swatch: '#ff7f50' },
        { value: 'Nude', swatch: '#e3bc9a' },
      ],
    },
    { name: 'Size', kind: 'size', values: [{ value: 'Mini' }, { value: 'Full' }] },
  ],
  variants: [
    {
      sku: 'LIP-RUBY-F',
      options: { Shade: 'Ruby', Size: 'Full' },
      price: 499,
      mrp: 599,
      stock: 8,
      weightGrams: null,
      gtin: '',
      images: [image('ruby')],
      status: 'active',
    },
    { sku: 'LIP-RUBY-M', options: { Shade: 'Ruby', Size: 'Mini' }, price: 299, mrp: null, stock: 4, weightGrams: null, gtin: '', images: [], status: 'active' },
    {
      sku: 'LIP-CORAL-F',
      options: { Shade: 'Coral', Size: 'Full' },
      price: 549,
      mrp: null,
      stock: 0,
      weightGrams: null,
      gtin: '',
      images: [image('coral')],
      status: 'active',
    },
    // Nude comes in Mini only, and that one is not on sale yet.
    { sku: 'LIP-NUDE-M', options: { Shade: 'Nude', Size: 'Mini' }, price: 299, mrp: null, stock: 3, weightGrams: null, gtin: '', images: [], status: 'draft' },
  ],
};

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

async function renderPage(path: string) {
  stored = lipstick;
  const store = createStore();
  store.set(cartStateAtom, { status: 'ready', owner: null, items: [], error: null, notice: null });
  const context = { db: {} as never, user: null, server: false, origin: 'https://shop.example' };
  const router = createMemoryRouter(
    [
      {
        path: '/product/:sku/:slug?',
        HydrateFallback: () => null,
        loader: (args) => route.loader!({ ...args, context } as unknown as RemoteLoaderArgs),
        element: (
          <>
            <route.Component />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('heading', { name: 'Matte lipstick', level: 1 });
  // The options load on demand.
  await screen.findByRole('radiogroup', { name: 'Shade' });
  return store;
}

const location = () => screen.getByTestId('location').textContent;
const price = () => document.querySelector('.product-detail__price .catalog-price__now')?.textContent;

describe('the product page of a product with options', () => {
  it('opens on the variant the URL names, with its price, SKU, stock and pictures', async () => {
    await renderPage('/product/LIP-0001/matte-lipstick?variant=lip-ruby-m');
    const shade = screen.getByRole('radiogroup', { name: 'Shade' });
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(shade).getByRole('radio', { name: 'Ruby' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: 'Mini' })).toBeChecked();
    expect(price()).toBe('₹299');
    expect(screen.getByText('SKU LIP-RUBY-M')).toBeInTheDocument();
    expect(screen.getByText('In stock (4 available)')).toBeInTheDocument();
    // Without pictures of its own, the variant shows the product's.
    expect(screen.getByRole('img', { name: 'lipstick' })).toBeInTheDocument();
  });

  it('never opens on a variant that is not on sale, whatever the URL says', async () => {
    await renderPage('/product/LIP-0001/matte-lipstick?variant=LIP-NUDE-M');
    expect(within(screen.getByRole('radiogroup', { name: 'Shade' })).getByRole('radio', { name: 'Ruby' })).toBeChecked();
    expect(screen.getByText('SKU LIP-RUBY-F')).toBeInTheDocument();
    expect(price()).toBe('₹499');
  });

  it('changes the price, pictures and URL when a shade is chosen, and disables combinations not on sale', async () => {
    const user = userEvent.setup();
    await renderPage('/product/LIP-0001/matte-lipstick');
    const shade = screen.getByRole('radiogroup', { name: 'Shade' });
    // The default: the first variant on sale with stock.
    expect(within(shade).getByRole('radio', { name: 'Ruby' })).toBeChecked();
    expect(price()).toBe('₹499');
    expect(screen.getByRole('img', { name: 'ruby' })).toBeInTheDocument();
    // Nude is sold in Mini only, and not yet: unavailable with either size.
    expect(within(shade).getByRole('radio', { name: 'Nude (unavailable)' })).toBeDisabled();

    await user.click(within(shade).getByRole('radio', { name: 'Coral (out of stock)' }));
    expect(within(shade).getByRole('radio', { name: 'Coral (out of stock)' })).toBeChecked();
    expect(price()).toBe('₹549');
    expect(screen.getByText('SKU LIP-CORAL-F')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'coral' })).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // Sold out: it can be chosen, not added.
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText(/Coral \/ Full is out of stock right now/)).toBeInTheDocument();
    expect(await screen.findByText('/product/LIP-0001/matte-lipstick?variant=LIP-CORAL-F')).toBeInTheDocument();
    // Coral comes in Full only.
    expect(within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', { name: 'Mini (unavailable)' })).toBeDisabled();
  });

  it('moves between values with the arrow keys, skipping unavailable ones', async () => {
    const user = userEvent.setup();
    await renderPage('/product/LIP-0001/matte-lipstick?variant=LIP-RUBY-F');
    const shade = screen.getByRole('radiogroup', { name: 'Shade' });
    await user.click(within(shade).getByRole('radio', { name: 'Ruby' }));
    await user.keyboard('{ArrowRight}');
    expect(within(shade).getByRole('radio', { name: 'Coral (out of stock)' })).toHaveFocus();
    expect(within(shade).getByRole('radio', { name: 'Coral (out of stock)' })).toBeChecked();
    expect(price()).toBe('₹549');
    // Nude is unavailable: the next arrow wraps round to Ruby.
    await user.keyboard('{ArrowRight}');
    expect(within(shade).getByRole('radio', { name: 'Ruby' })).toHaveFocus();
    expect(within(shade).getByRole('radio', { name: 'Ruby' })).toBeChecked();
    expect(price()).toBe('₹499');
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    await user.click(within(size).getByRole('radio', { name: 'Full' }));
    await user.keyboard('{ArrowLeft}');
    expect(within(size).getByRole('radio', { name: 'Mini' })).toHaveFocus();
    expect(within(size).getByRole('radio', { name: 'Mini' })).toBeChecked();
    expect(price()).toBe('₹299');
    expect(await screen.findByText('/product/LIP-0001/matte-lipstick?variant=LIP-RUBY-M')).toBeInTheDocument();
    expect(location()).toBe('/product/LIP-0001/matte-lipstick?variant=LIP-RUBY-M');
  });

  it('adds the chosen variant to the cart as its own line', async () => {
    const user = userEvent.setup();
    const store = await renderPage('/product/LIP-0001/matte-lipstick?variant=LIP-RUBY-M');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 × Matte lipstick (Ruby / Mini) to your cart.');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', { name: 'Full' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(cartStateAtom).items).toEqual([
      expect.objectContaining({ productId: 'lip-0001', variantSku: 'LIP-RUBY-M', quantity: 1, addedPrice: 299 }),
      expect.objectContaining({ productId: 'lip-0001', variantSku: 'LIP-RUBY-F', quantity: 1, addedPrice: 499 }),
    ]);
  });
});
