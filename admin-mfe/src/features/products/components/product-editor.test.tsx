// The product editor's search engine listing: the fields, their length guidance, the live preview
// (falling back to what the product page shows) and the save that carries them; its pricing; its
// options and variants (generated, priced in bulk, written with the product's rolled-up figures; a
// saved variant's stock changed only through Inventory, its SKU fixed; priced from the silver rate).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'shared-router';
import type { CategoryInfo, Product } from 'shared-data';
import type { AuditedWrite } from 'shared-data/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auditedWrite = vi.fn<(change: AuditedWrite) => Promise<{ auditId: string }>>();
const skusUsedBy = vi.fn<(db: unknown, skus: readonly string[], exceptId: string | null) => Promise<Map<string, string>>>();
// The audited write is the save's last step (it needs the database): recorded instead.
vi.mock('shared-data/admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  auditedWrite: (change: AuditedWrite) => auditedWrite(change),
}));
vi.mock('shared-auth', () => ({ useAuthUser: () => ({ uid: 'root', email: 'admin@example.com' }) }));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));
vi.mock('../../../lib/admin-products', () => ({
  slugUsedBy: async () => null,
  skusUsedBy: (db: unknown, skus: readonly string[], exceptId: string | null) => skusUsedBy(db, skus, exceptId),
  createProduct: vi.fn(),
}));

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
  // It comes one way: one variant made of its own fields (shared-data catalog/variants.ts).
  options: [],
  variants: [{ sku: 'SLV-RNG-9001', options: {}, price: 1499, mrp: null, stock: 12, weightGrams: null, gtin: '', images: [], status: 'active' }],
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
  skusUsedBy.mockReset();
  skusUsedBy.mockResolvedValue(new Map());
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

describe('the product editor: options and variants', () => {
  const savedChange = () => {
    const change = auditedWrite.mock.calls[0]![0];
    if (change.kind !== 'update') throw new Error('Expected an update.');
    return change;
  };
  const section = () => screen.getByRole('region', { name: 'Options and variants' });
  const option = (number: number) => within(section()).getByRole('group', { name: `Option ${number}` });
  const table = () => screen.getByRole('table', { name: 'Variants' });
  const field = (name: string) => within(table()).getByRole('textbox', { name });

  // Colour (Red with a swatch, Blue), each its own SKU, price and stock: 1299 from, 7 in stock.
  const withColours = (change: Partial<Product> = {}) =>
    product({
      price: 1299,
      mrp: 1599,
      stock: 7,
      options: [{ name: 'Colour', kind: 'colour', values: [{ value: 'Red', swatch: '#b03060' }, { value: 'Blue' }] }],
      variants: [
        { sku: 'SLV-RNG-9001-R', options: { Colour: 'Red' }, price: 1299, mrp: 1599, stock: 4, weightGrams: 3.5, gtin: '', images: [], status: 'active' },
        { sku: 'SLV-RNG-9001-B', options: { Colour: 'Blue' }, price: 1399, mrp: null, stock: 3, weightGrams: null, gtin: '', images: [], status: 'active' },
      ],
      ...change,
    });

  it('adds options, generates a variant for each combination, sets prices in bulk and writes the variants with the figures they roll up to', async () => {
    const front = { src: '/media/ring-front.webp', alt: 'Front', width: 800, height: 800 };
    const { user, onSaved } = renderEditor(product({ images: [front] }));
    expect(screen.getByRole('textbox', { name: /^Price \(₹\)/ })).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add an option' }));
    expect(within(option(1)).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.paste('Colour');
    await user.selectOptions(within(option(1)).getByRole('combobox', { name: /^Kind/ }), 'colour');
    // Enter in a value adds the next one (and does not save the product).
    await user.type(within(option(1)).getByRole('textbox', { name: 'Value 1' }), 'Red{Enter}');
    expect(within(option(1)).getByRole('textbox', { name: 'Value 2' })).toHaveFocus();
    await user.paste('Blue');
    fireEvent.change(within(option(1)).getByLabelText('Colour of value 1'), { target: { value: '#b03060' } });
    expect(auditedWrite).not.toHaveBeenCalled();

    await user.click(within(section()).getByRole('button', { name: 'Add an option' }));
    await user.paste('Size');
    await user.selectOptions(within(option(2)).getByRole('combobox', { name: /^Kind/ }), 'size');
    await user.type(within(option(2)).getByRole('textbox', { name: 'Value 1' }), '7');
    await user.click(within(option(2)).getByRole('button', { name: 'Add a value to option 2' }));
    await user.keyboard('8');

    // The product's own price, MRP and stock give way to its variants'.
    expect(screen.queryByRole('textbox', { name: /^Price \(₹\)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^MRP \(₹\)/ })).not.toBeInTheDocument();
    expect(screen.getByText('The price and stock are the variants’: generate them under Options and variants.')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Generate variants' }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Generated 4 variants: 0 kept, 4 new.');
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
    expect(field('SKU of Red / 7')).toHaveValue('SLV-RNG-9001-RED-7');
    expect(field('SKU of Blue / 8')).toHaveValue('SLV-RNG-9001-BLUE-8');
    expect(field('Price of Blue / 8 (₹)')).toHaveValue('1499');
    expect(field('Stock of Blue / 8')).toHaveValue('0');

    await user.click(within(table()).getByRole('checkbox', { name: 'Select Red / 7' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Red / 8' }));
    const bulk = screen.getByRole('group', { name: 'Change the selected variants' });
    expect(bulk).toHaveTextContent('2 variants selected');
    await user.type(within(bulk).getByRole('textbox', { name: 'Price for the selected (₹)' }), '1299');
    await user.click(within(bulk).getByRole('button', { name: 'Set the price' }));
    await user.type(within(bulk).getByRole('textbox', { name: 'Stock for the selected' }), '5');
    await user.click(within(bulk).getByRole('button', { name: 'Set the stock' }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Set the stock of 2 variants to 5.');
    expect(field('Price of Red / 8 (₹)')).toHaveValue('1299');
    expect(field('Price of Blue / 7 (₹)')).toHaveValue('1499');
    await user.clear(field('Stock of Blue / 8'));
    await user.type(field('Stock of Blue / 8'), '3');
    await user.type(field('MRP of Red / 7 (₹)'), '1599');
    await user.type(field('Weight of Red / 7 (g)'), '3.5');
    await user.selectOptions(within(table()).getByRole('combobox', { name: 'Status of Blue / 7' }), 'Draft');
    await user.selectOptions(within(table()).getByRole('combobox', { name: 'Picture of Red / 7' }), 'Image 1: Front');
    expect(screen.getByText('From ₹1,299 · 13 in stock across 3 variants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(onSaved).toHaveBeenCalledWith('Saved Floral toe ring.');
    expect(skusUsedBy).toHaveBeenCalledWith({}, ['SLV-RNG-9001-RED-7', 'SLV-RNG-9001-RED-8', 'SLV-RNG-9001-BLUE-7', 'SLV-RNG-9001-BLUE-8'], 'slv-rng-9001');
    const change = savedChange();
    expect(change.data).toMatchObject({ price: 1299, mrp: 1599, stock: 13 });
    expect(change.data['options']).toEqual([
      { name: 'Colour', kind: 'colour', values: [{ value: 'Red', swatch: '#b03060' }, { value: 'Blue' }] },
      { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] },
    ]);
    expect(change.data['variants']).toEqual([
      {
        sku: 'SLV-RNG-9001-RED-7',
        options: { Colour: 'Red', Size: '7' },
        price: 1299,
        mrp: 1599,
        stock: 5,
        weightGrams: 3.5,
        images: [front],
        status: 'active',
      },
      { sku: 'SLV-RNG-9001-RED-8', options: { Colour: 'Red', Size: '8' }, price: 1299, stock: 5, status: 'active' },
      { sku: 'SLV-RNG-9001-BLUE-7', options: { Colour: 'Blue', Size: '7' }, price: 1499, stock: 0, status: 'draft' },
      { sku: 'SLV-RNG-9001-BLUE-8', options: { Colour: 'Blue', Size: '8' }, price: 1499, stock: 3, status: 'active' },
    ]);
    // The stored product had no options: nothing to compare them with.
    expect(change.base).not.toHaveProperty('variants');
  });

  it('keeps the variants already made when generating again, and gives a new one the product’s price and no stock', async () => {
    const { user } = renderEditor(withColours());
    expect(screen.getByText('From ₹1,299 · 7 in stock across 2 variants')).toBeInTheDocument();
    expect(within(option(1)).getByRole('textbox', { name: /^Name/ })).toHaveValue('Colour');
    await user.click(within(option(1)).getByRole('button', { name: 'Add a value to option 1' }));
    await user.keyboard('Rose gold');
    await user.click(within(section()).getByRole('button', { name: 'Generate variants' }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Generated 3 variants: 2 kept, 1 new.');
    expect(field('SKU of Red')).toHaveValue('SLV-RNG-9001-R');
    expect(field('Price of Blue (₹)')).toHaveValue('1399');
    expect(field('SKU of Rose gold')).toHaveValue('SLV-RNG-9001-ROSE-GOLD');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    // Only the new SKU is checked against the catalogue: the others are this product's already.
    expect(skusUsedBy).toHaveBeenCalledWith({}, ['SLV-RNG-9001-ROSE-GOLD'], 'slv-rng-9001');
    const change = savedChange();
    expect(change.data).toMatchObject({ price: 1299, mrp: 1599, stock: 7 });
    expect(change.data['variants']).toEqual([
      { sku: 'SLV-RNG-9001-R', options: { Colour: 'Red' }, price: 1299, mrp: 1599, stock: 4, weightGrams: 3.5, status: 'active' },
      { sku: 'SLV-RNG-9001-B', options: { Colour: 'Blue' }, price: 1399, stock: 3, status: 'active' },
      { sku: 'SLV-RNG-9001-ROSE-GOLD', options: { Colour: 'Rose gold' }, price: 1299, mrp: 1599, stock: 0, status: 'active' },
    ]);
    expect(change.base).toMatchObject({ options: withColours().options, variants: withColours().variants });
  });

  it('shows a saved variant’s stock read-only with a link to Inventory, while a new variant takes its opening stock here', async () => {
    const { user } = renderEditor(withColours());
    expect(field('Stock of Red')).toHaveValue('4');
    expect(field('Stock of Red')).toHaveAttribute('readonly');
    expect(within(table()).getByRole('link', { name: 'Adjust in Inventory (Red)' })).toHaveAttribute(
      'href',
      '/admin/inventory/slv-rng-9001?variant=SLV-RNG-9001-R',
    );
    await user.type(field('Stock of Red'), '9');
    expect(field('Stock of Red')).toHaveValue('4');

    await user.click(within(option(1)).getByRole('button', { name: 'Add a value to option 1' }));
    await user.keyboard('Rose gold');
    await user.click(within(section()).getByRole('button', { name: 'Generate variants' }));
    expect(field('Stock of Rose gold')).not.toHaveAttribute('readonly');
    expect(within(table()).queryByRole('link', { name: /Rose gold/ })).not.toBeInTheDocument();
    // Setting the stock of many at once passes over the saved ones.
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Red' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Rose gold' }));
    const bulk = screen.getByRole('group', { name: 'Change the selected variants' });
    await user.type(within(bulk).getByRole('textbox', { name: 'Stock for the selected' }), '6');
    await user.click(within(bulk).getByRole('button', { name: 'Set the stock' }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Set the stock of 1 variant to 6. The stock of 1 saved variant changes in Inventory.');
    expect(field('Stock of Red')).toHaveValue('4');
    expect(field('Stock of Rose gold')).toHaveValue('6');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(savedChange().data['variants']).toEqual([
      expect.objectContaining({ sku: 'SLV-RNG-9001-R', stock: 4 }),
      expect.objectContaining({ sku: 'SLV-RNG-9001-B', stock: 3 }),
      expect.objectContaining({ sku: 'SLV-RNG-9001-ROSE-GOLD', stock: 6 }),
    ]);
  });

  /** A third colour, Rose gold, and its new variant (its SKU typed: it is not saved yet). */
  const addRoseGold = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(within(option(1)).getByRole('button', { name: 'Add a value to option 1' }));
    await user.keyboard('Rose gold');
    await user.click(within(section()).getByRole('button', { name: 'Generate variants' }));
  };

  it('shows a saved variant’s SKU read-only (carts and orders key their lines by it), while a new variant’s is typed', async () => {
    const { user } = renderEditor(withColours());
    expect(field('SKU of Red')).toHaveValue('SLV-RNG-9001-R');
    expect(field('SKU of Red')).toHaveAttribute('readonly');
    expect(field('SKU of Blue')).toHaveAttribute('readonly');
    expect(within(section()).getByText(/A saved variant’s SKU is fixed: carts and orders refer to it/)).toBeInTheDocument();
    await user.type(field('SKU of Red'), '-X');
    expect(field('SKU of Red')).toHaveValue('SLV-RNG-9001-R');

    await addRoseGold(user);
    // Generating again keeps the saved SKUs.
    expect(field('SKU of Red')).toHaveValue('SLV-RNG-9001-R');
    expect(field('SKU of Rose gold')).not.toHaveAttribute('readonly');
    await user.clear(field('SKU of Rose gold'));
    await user.type(field('SKU of Rose gold'), 'SLV-RNG-9001-RG');
    expect(field('SKU of Rose gold')).toHaveValue('SLV-RNG-9001-RG');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect((savedChange().data['variants'] as Array<{ sku: string }>).map((variant) => variant.sku)).toEqual([
      'SLV-RNG-9001-R',
      'SLV-RNG-9001-B',
      'SLV-RNG-9001-RG',
    ]);
  });

  it('prices a product with options from the silver rate: each variant’s price shown, not typed, and no MRP written', async () => {
    const { user, onSaved } = renderEditor(withColours({ attributes: { weightGrams: 4 } }));
    const pricing = screen.getByRole('group', { name: 'Pricing' });
    await user.selectOptions(within(pricing).getByRole('combobox', { name: /How the price is made/ }), 'From the silver rate');
    await user.type(within(pricing).getByRole('textbox', { name: 'Making (₹)' }), '12');
    expect(field('Price of Red (₹)')).toHaveAttribute('readonly');
    expect(field('Price of Red (₹)')).toHaveValue('1299');
    expect(field('MRP of Red (₹)')).toHaveAttribute('readonly');
    expect(field('MRP of Red (₹)')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Price for the selected (₹)' })).not.toBeInTheDocument();
    expect(within(section()).getByText(/Priced from the silver rate: each variant by its own weight/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(onSaved).toHaveBeenCalledWith('Saved Floral toe ring.');
    const { data } = savedChange();
    expect(data).toMatchObject({ pricing: { basis: 'metal', making: { per: 'gram', rupees: 12 } }, price: 1299, stock: 7 });
    expect(data).not.toHaveProperty('mrp');
    expect(data['variants']).toEqual([
      { sku: 'SLV-RNG-9001-R', options: { Colour: 'Red' }, price: 1299, stock: 4, weightGrams: 3.5, status: 'active' },
      { sku: 'SLV-RNG-9001-B', options: { Colour: 'Blue' }, price: 1399, stock: 3, status: 'active' },
    ]);
  });

  it('refuses a variant SKU another product uses, and says which product beside it and in the list of problems', async () => {
    skusUsedBy.mockResolvedValue(new Map([['slv-rng-7000', 'SLV-RNG-7000']]));
    const { user } = renderEditor(withColours());
    await addRoseGold(user);
    await user.clear(field('SKU of Rose gold'));
    await user.type(field('SKU of Rose gold'), 'SLV-RNG-7000');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(skusUsedBy).toHaveBeenCalledWith({}, ['SLV-RNG-7000'], 'slv-rng-9001');
    expect(field('SKU of Rose gold')).toHaveAccessibleDescription('The product SLV-RNG-7000 already uses this SKU. Choose another.');
    // The form moves focus to the first field in error once it has drawn the errors.
    await waitFor(() => expect(field('SKU of Rose gold')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const problems = within(section()).getByRole('group', { name: /^One thing to correct/ });
    await user.click(within(problems).getByRole('button', { name: 'Rose gold: SKU: The product SLV-RNG-7000 already uses this SKU. Choose another.' }));
    expect(field('SKU of Rose gold')).toHaveFocus();
    expect(auditedWrite).not.toHaveBeenCalled();
  });

  it('says beside a variant what cannot be saved: a SKU twice, an MRP below the price', async () => {
    const { user } = renderEditor(withColours());
    await addRoseGold(user);
    await user.clear(field('SKU of Rose gold'));
    await user.type(field('SKU of Rose gold'), 'slv-rng-9001-r');
    await user.type(field('MRP of Blue (₹)'), '999');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(field('SKU of Rose gold')).toHaveAccessibleDescription('Another variant has this SKU.');
    expect(field('MRP of Blue (₹)')).toHaveAccessibleDescription('The MRP must be at least the price.');
    expect(within(section()).getByRole('group', { name: /^2 things to correct/ })).toBeInTheDocument();
    expect(skusUsedBy).not.toHaveBeenCalled();
    expect(auditedWrite).not.toHaveBeenCalled();
  });

  it('says when generating would make more than 100 variants, and changes nothing', async () => {
    const values = (count: number) => Array.from({ length: count }, (_, index) => ({ value: `V${index + 1}` }));
    const { user } = renderEditor(
      withColours({
        options: [
          { name: 'Colour', kind: 'colour', values: [{ value: 'Red' }, { value: 'Blue' }, ...values(28)] },
          { name: 'Size', kind: 'size', values: values(4) },
        ],
        variants: [
          {
            sku: 'SLV-RNG-9001-R',
            options: { Colour: 'Red', Size: 'V1' },
            price: 1299,
            mrp: null,
            stock: 4,
            weightGrams: null,
            gtin: '',
            images: [],
            status: 'active',
          },
        ],
      }),
    );
    await user.click(within(section()).getByRole('button', { name: 'Generate variants' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'Those values make 120 variants; a product has at most 100. Remove some values, then generate again.',
    );
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it('writes the product back as one way it comes when every option is removed', async () => {
    const { user, onSaved } = renderEditor(withColours());
    expect(screen.queryByRole('textbox', { name: /^Price \(₹\)/ })).not.toBeInTheDocument();
    await user.click(within(option(1)).getByRole('button', { name: 'Remove option 1' }));
    expect(within(section()).getByRole('button', { name: 'Add an option' })).toHaveFocus();
    expect(screen.queryByRole('table', { name: 'Variants' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Price \(₹\)/ })).toHaveValue('1299');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(onSaved).toHaveBeenCalledWith('Saved Floral toe ring.');
    const change = savedChange();
    expect(change.remove).toEqual(expect.arrayContaining(['options', 'variants']));
    expect(change.data).not.toHaveProperty('options');
    expect(change.data).not.toHaveProperty('variants');
    // Its stock stays as stored (changed through Inventory only).
    expect(change.data).not.toHaveProperty('stock');
    expect(change.data).toMatchObject({ price: 1299, mrp: 1599 });
  });

  it('removes the variants of a removed value, and asks for variants again after an option is added', async () => {
    const { user } = renderEditor(withColours());
    await user.click(within(option(1)).getByRole('button', { name: 'Remove value 2' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('From ₹1,299 · 4 in stock across 1 variant')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add an option' }));
    await user.keyboard('Size');
    await user.type(within(option(2)).getByRole('textbox', { name: 'Value 1' }), '7');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(within(table()).getByRole('rowheader', { name: /^Red \/ \?/ })).toHaveTextContent('It has no Size: generate the variants again, or remove it.');
    expect(auditedWrite).not.toHaveBeenCalled();

    await user.click(within(section()).getByRole('button', { name: 'Generate variants' }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Generated 1 variant: 1 kept, 0 new.');
    expect(field('SKU of Red / 7')).toHaveValue('SLV-RNG-9001-R');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(savedChange().data['variants']).toEqual([
      { sku: 'SLV-RNG-9001-R', options: { Colour: 'Red', Size: '7' }, price: 1299, mrp: 1599, stock: 4, weightGrams: 3.5, status: 'active' },
    ]);
  });
});

describe('the product editor: other attributes', () => {
  it("keeps a product's other attributes, edits and removes them, adds a new one, and saves them with the product", async () => {
    const { user } = renderEditor(product({ attributes: { purity: '925', brand: 'Aabha', skinType: 'Oily', volume: '30 ml' } }));
    const skinType = screen.getByRole('textbox', { name: /^Skin type/ });
    expect(skinType).toHaveValue('Oily');
    await user.clear(skinType);
    await user.type(skinType, 'Oily, acne-prone');
    await user.click(screen.getByRole('button', { name: 'Remove volume' }));
    await user.type(screen.getByRole('textbox', { name: /^New attribute's name/ }), 'keyIngredients');
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    await user.type(screen.getByRole('textbox', { name: /^Key ingredients/ }), 'Niacinamide, Zinc');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(auditedWrite).toHaveBeenCalledTimes(1);
    const change = auditedWrite.mock.calls[0]![0] as { data: Record<string, unknown> };
    expect(change.data['attributes']).toEqual({ purity: '925', brand: 'Aabha', skinType: 'Oily, acne-prone', keyIngredients: 'Niacinamide, Zinc' });
  });
});

describe('the product editor: the category’s attributes', () => {
  it('offers the category’s attributes by type, in its order, and saves a number as a number and a choice as its value', async () => {
    categories[0]!.attributes = [
      { key: 'volume', label: 'Volume', type: 'number', unit: 'ml', choices: [], filterable: false },
      { key: 'skinType', label: 'Skin type', type: 'choice', unit: '', choices: [{ value: 'Dry' }, { value: 'Oily' }], filterable: true },
      { key: 'shade', label: 'Shade', type: 'colour', unit: '', choices: [{ value: 'Ruby red', swatch: '#9b111e' }, { value: 'Nude' }], filterable: true },
      { key: 'brand', label: 'Brand', type: 'text', unit: '', choices: [], filterable: false },
      // A silver field keeps its fixed field, once.
      { key: 'purity', label: 'Purity', type: 'text', unit: '', choices: [], filterable: false },
    ];
    try {
      const { user, onSaved } = renderEditor(product({ attributes: { purity: '925', volume: 30, brand: 'Aabha', notes: 'Vegan' } }));
      const attributes = screen.getByRole('group', { name: 'Attributes' });
      expect(within(attributes).getAllByRole('textbox', { name: /^Purity/ })).toHaveLength(1);
      const volume = within(attributes).getByRole('textbox', { name: /^Volume/ });
      expect(volume).toHaveValue('30');
      expect(volume).toHaveAccessibleDescription('In ml.');
      const skinType = within(attributes).getByRole('combobox', { name: /^Skin type/ });
      expect(
        within(skinType)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not stated', 'Dry', 'Oily']);
      expect(skinType).toHaveValue('');
      expect(within(attributes).getByRole('textbox', { name: /^Brand/ })).toHaveValue('Aabha');
      // The defined ones are not free-form rows as well; the others stay.
      expect(within(attributes).queryByRole('button', { name: 'Remove brand' })).not.toBeInTheDocument();
      expect(within(attributes).queryByRole('button', { name: 'Remove volume' })).not.toBeInTheDocument();
      expect(within(attributes).getByRole('textbox', { name: /^Notes/ })).toHaveValue('Vegan');

      await user.clear(volume);
      await user.type(volume, 'lots');
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      expect(volume).toHaveAccessibleDescription('In ml. Volume is a number, 0 or more (in ml), for example 50 or 12.5.');
      expect(auditedWrite).not.toHaveBeenCalled();

      await user.clear(volume);
      await user.type(volume, '50');
      await user.selectOptions(skinType, 'Oily');
      const shade = within(attributes).getByRole('combobox', { name: /^Shade/ });
      await user.selectOptions(shade, 'Ruby red');
      expect(shade).toHaveAccessibleDescription('Swatch #9b111e');
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      expect(onSaved).toHaveBeenCalledWith('Saved Floral toe ring.');
      const change = auditedWrite.mock.calls[0]![0] as { data: Record<string, unknown> };
      expect(change.data['attributes']).toEqual({ purity: '925', volume: 50, brand: 'Aabha', notes: 'Vegan', skinType: 'Oily', shade: 'Ruby red' });
    } finally {
      delete categories[0]!.attributes;
    }
  });
});
