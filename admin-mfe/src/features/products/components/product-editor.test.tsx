// The product editor's search engine listing: the fields, their length guidance, the live preview
// (falling back to what the product page shows) and the save that carries them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'shared-router';
import type { CategoryInfo, Product } from 'shared-data';
import type { AuditedWrite } from 'shared-data/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auditedWrite = vi.fn<(change: AuditedWrite) => Promise<{ auditId: string }>>();
// The audited write is the save's last step (it needs the database): recorded instead.
vi.mock('shared-data/admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  auditedWrite: (change: AuditedWrite) => auditedWrite(change),
}));
vi.mock('shared-auth', () => ({ useAuthUser: () => ({ uid: 'root', email: 'admin@example.com' }) }));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));
vi.mock('../../../lib/admin-products', () => ({ slugUsedBy: async () => null, createProduct: vi.fn() }));

const { ProductEditor } = await import('./product-editor');

const categories: CategoryInfo[] = [
  {
    slug: 'rings',
    name: 'Rings',
    order: 0,
    description: '',
    image: null,
    productCount: 1,
    subcategories: [{ id: 'rings--toe-rings', slug: 'toe-rings', name: 'Toe rings', productCount: 1 }],
    updatedAt: null,
  },
];

const product = (change: Partial<Product> = {}): Product => ({
  id: 'slv-rng-9001',
  sku: 'SLV-RNG-9001',
  slug: 'floral-toe-ring',
  title: 'Floral toe ring',
  price: 1499,
  mrp: null,
  stock: 12,
  minOrderQty: 1,
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: 'Toe rings',
  subCategoryId: 'rings--toe-rings',
  image: null,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  description: 'Hand made in **925 silver**.',
  featured: false,
  hsnCode: '',
  images: [],
  attributes: {},
  tags: [],
  searchKeywords: [],
  seo: { title: '', description: '', image: '' },
  ...change,
});

function renderEditor(stored: Product) {
  const onSaved = vi.fn(async () => undefined);
  const router = createMemoryRouter(
    [
      {
        // The shell's root route id, so the site settings read their defaults.
        id: 'root',
        element: <Outlet />,
        children: [
          {
            path: '*',
            element: (
              <ProductEditor
                product={stored}
                copyOf={null}
                categories={categories}
                origin="https://shop.example"
                onSaved={onSaved}
                onReload={() => undefined}
              />
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/admin/products/slv-rng-9001'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onSaved };
}

const preview = () => screen.getByRole('group', { name: 'How the product may look in search results' });
const searchTitle = () => screen.getByRole('textbox', { name: /^Search title/ });
const searchDescription = () => screen.getByRole('textbox', { name: /^Search description/ });

beforeEach(() => {
  auditedWrite.mockReset();
  auditedWrite.mockResolvedValue({ auditId: 'audit-1' });
});

describe('the product editor: search engine listing', () => {
  it('previews what the product page shows while the listing is empty', () => {
    renderEditor(product());
    expect(preview()).toHaveTextContent('shop.example › product › SLV-RNG-9001 › floral-toe-ring');
    expect(within(preview()).getByText('Floral toe ring')).toBeInTheDocument();
    expect(within(preview()).getByText('Floral toe ring — 925 silver Toe rings. Hand made in 925 silver.')).toBeInTheDocument();
    expect(searchTitle()).toHaveAccessibleDescription(/^0 of about 60 characters search results show\. Empty: the product's title\./);
  });

  it('shows a typed search title and description in the preview and saves them with the product', async () => {
    const { user, onSaved } = renderEditor(product());
    await user.type(searchTitle(), 'Floral silver toe ring | Rajatmaya');
    await user.click(searchDescription());
    await user.paste('Hand-made 925 silver toe ring with a floral top.');
    expect(within(preview()).getByText('Floral silver toe ring | Rajatmaya')).toBeInTheDocument();
    expect(within(preview()).getByText('Hand-made 925 silver toe ring with a floral top.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(onSaved).toHaveBeenCalledWith('Saved Floral toe ring.');
    expect(auditedWrite).toHaveBeenCalledTimes(1);
    const change = auditedWrite.mock.calls[0]![0];
    expect(change).toMatchObject({ kind: 'update', collection: 'prod', id: 'slv-rng-9001', remove: expect.arrayContaining(['seo']) });
    expect(change.kind === 'update' ? change.data['seo'] : null).toEqual({
      title: 'Floral silver toe ring | Rajatmaya',
      description: 'Hand-made 925 silver toe ring with a floral top.',
    });
  });

  it('warns past the length search results show, and refuses more than 70 characters', async () => {
    const { user } = renderEditor(product());
    await user.click(searchTitle());
    await user.paste('x'.repeat(65));
    expect(searchTitle()).toHaveAccessibleDescription(/^65 characters: search results cut titles after about 60\./);
    await user.paste('x'.repeat(6));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(searchTitle()).toHaveAccessibleDescription(/Keep the search title to 70 characters\./);
    expect(auditedWrite).not.toHaveBeenCalled();
  });

  it('removes the listing when its fields are emptied', async () => {
    const { user } = renderEditor(product({ seo: { title: 'Floral silver toe ring', description: '', image: '' } }));
    expect(within(preview()).getByText('Floral silver toe ring')).toBeInTheDocument();
    await user.clear(searchTitle());
    expect(within(preview()).getByText('Floral toe ring')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const change = auditedWrite.mock.calls[0]![0];
    expect(change.kind === 'update' ? change.data : {}).not.toHaveProperty('seo');
    expect(change).toMatchObject({ remove: expect.arrayContaining(['seo']), base: { seo: { title: 'Floral silver toe ring' } } });
  });
});

describe('the product editor: pricing', () => {
  const savedData = () => {
    const change = auditedWrite.mock.calls[0]![0];
    return change.kind === 'update' ? change.data : {};
  };

  it('prices from the silver rate once the weight is given, with wholesale breaks, and leaves the price to the server', async () => {
    const { user, onSaved } = renderEditor(product());
    const pricing = screen.getByRole('group', { name: 'Pricing' });
    await user.selectOptions(within(pricing).getByRole('combobox', { name: /How the price is made/ }), 'From the silver rate');
    expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /^MRP/ })).not.toBeInTheDocument();
    await user.type(within(pricing).getByRole('textbox', { name: 'Making (₹)' }), '12');
    await user.click(within(pricing).getByRole('button', { name: 'Add a price break' }));
    await user.type(within(pricing).getByRole('textbox', { name: 'Break 1: from (pieces)' }), '10');
    await user.type(within(pricing).getByRole('textbox', { name: 'Break 1: % off' }), '5');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(within(pricing).getByRole('alert')).toHaveTextContent('A price from the silver rate needs the weight in grams (Attributes → Weight).');
    expect(auditedWrite).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Weight \(grams\)/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(onSaved).toHaveBeenCalledWith('Saved Floral toe ring.');
    expect(savedData()).toMatchObject({
      pricing: { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 },
      priceTiers: [{ minQuantity: 10, percentOff: 5 }],
      attributes: { weightGrams: 10 },
    });
    expect(savedData()).not.toHaveProperty('pricingFromCategory');
  });

  it('follows its category’s pricing when asked, and says which breaks are wrong', async () => {
    categories[0]!.pricing = { basis: 'metal', purity: 925, making: { per: 'piece', rupees: 300 }, extraRupees: 0 };
    categories[0]!.priceTiers = [{ minQuantity: 12, percentOff: 4 }];
    try {
      const { user } = renderEditor(product({ attributes: { weightGrams: 20 } }));
      const pricing = screen.getByRole('group', { name: 'Pricing' });
      await user.click(within(pricing).getByRole('button', { name: 'Add a price break' }));
      await user.type(within(pricing).getByRole('textbox', { name: 'Break 1: from (pieces)' }), '1');
      await user.type(within(pricing).getByRole('textbox', { name: 'Break 1: % off' }), '5');
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      expect(within(pricing).getByRole('textbox', { name: 'Break 1: from (pieces)' })).toHaveAccessibleDescription('A whole number of pieces, 2 or more.');
      expect(auditedWrite).not.toHaveBeenCalled();

      const choice = within(pricing).getByRole('combobox', { name: /How the price is made/ });
      expect(
        within(choice).getByRole('option', { name: 'The category’s (Rings: silver rate, 925 purity, ₹300 a piece making; breaks from 12 (−4 %))' }),
      ).toBeInTheDocument();
      await user.selectOptions(choice, 'category');
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      expect(savedData()).toMatchObject({ pricing: categories[0]!.pricing, priceTiers: categories[0]!.priceTiers, pricingFromCategory: true });
    } finally {
      delete categories[0]!.pricing;
      delete categories[0]!.priceTiers;
    }
  });
});
