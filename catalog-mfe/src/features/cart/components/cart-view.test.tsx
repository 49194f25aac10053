import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { cartStateAtom, type CartItem, type ProductSummary } from 'shared-data';
import { productFixture, withRouter } from '../../../test-utils';

// The catalogue as it is "now" (a hand-written double of the Firestore read).
const catalogue = new Map<string, ProductSummary>();
vi.mock('../../../lib/cart-products', () => ({
  fetchProductsByIds: async (_db: unknown, ids: string[]) => new Map(ids.filter((id) => catalogue.has(id)).map((id) => [id, catalogue.get(id)!])),
}));
vi.mock('shared-auth', () => ({ loadBrowserDb: async () => ({}), useAuthUser: () => null }));

const { CartView } = await import('./cart-view');

const item = (productId: string, quantity: number, addedPrice: number, variantSku?: string): CartItem => ({
  productId,
  ...(variantSku ? { variantSku } : {}),
  quantity,
  addedPrice,
  addedAt: '2026-01-01T00:00:00.000Z',
});

function renderCart(items: CartItem[]) {
  const store = createStore();
  store.set(cartStateAtom, { status: 'ready', owner: null, items, error: null, notice: null });
  render(withRouter(<CartView />, { store, path: '/cart' }));
  return store;
}

beforeEach(() => {
  catalogue.clear();
  catalogue.set('slv-rng-0001', productFixture({ price: 710, stock: 40, minOrderQty: 6 }));
  catalogue.set('slv-ank-0002', productFixture({ id: 'slv-ank-0002', slug: 'payal', title: 'Ghungroo Payal', price: 1500, stock: 3, minOrderQty: 1 }));
});

describe('CartView', () => {
  it('shows each line at the current price, the subtotal, and a notice for prices changed since adding', async () => {
    const user = userEvent.setup();
    const store = renderCart([item('slv-rng-0001', 6, 650), item('slv-ank-0002', 2, 1500)]);
    const lines = await screen.findByRole('list', { name: 'Products in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('₹4,260')).toBeInTheDocument(); // 6 × 710, not 6 × 650
    expect(screen.getByText(/Subtotal/)).toHaveTextContent('₹7,260');
    const changes = screen.getByRole('region', { name: 'Prices changed since you added these' });
    expect(changes).toHaveTextContent('Twisted Rope Stackable Band: was ₹650, now ₹710.');
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'OK, use the new prices' }));
    expect(store.get(cartStateAtom).items[0]?.addedPrice).toBe(710);
    expect(screen.queryByRole('region', { name: 'Prices changed since you added these' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in and check out' })).toHaveAttribute('href', '/checkout');
  });

  it('flags stock shortages and gone products, and lets the shopper fix or remove them', async () => {
    const user = userEvent.setup();
    const store = renderCart([item('slv-ank-0002', 5, 1500), item('slv-gone-0001', 1, 100)]);
    expect(await screen.findByText('Only 3 left in stock. Reduce the quantity to 3 or fewer.')).toBeInTheDocument();
    expect(screen.getByText('This product is no longer available. Remove it to check out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(quantity).toHaveAccessibleDescription(/Only 3 in stock: add 3 or fewer\./);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(screen.getByRole('button', { name: 'Remove slv-gone-0001 from the cart' }));
    expect(store.get(cartStateAtom).items).toEqual([expect.objectContaining({ productId: 'slv-ank-0002', quantity: 3 })]);
    expect(await screen.findByRole('link', { name: 'Sign in and check out' })).toBeInTheDocument();
  });

  it('shows how a metal-priced line’s price is made, with its wholesale break', async () => {
    const user = userEvent.setup();
    const breakup = {
      weightGrams: 10,
      purity: 925,
      rateId: 'rate-1',
      rupeesPerGram: 100,
      metalValue: 925,
      making: 120,
      extra: 0,
      beforeTax: 1045,
      gst: 31.35,
      gstPercent: 3,
      rounding: -0.35,
      price: 1076,
      taxIncluded: true,
    };
    catalogue.set('slv-bnd-0003', {
      ...productFixture({ id: 'slv-bnd-0003', slug: 'band', title: 'Sterling band', price: 1076, stock: 500, minOrderQty: 1 }),
      priceBreakup: breakup,
      priceTiers: [{ minQuantity: 50, percentOff: 8 }],
    } as ProductSummary);
    renderCart([item('slv-bnd-0003', 50, 1076)]);
    const line = within(await screen.findByRole('list', { name: 'Products in your cart' })).getByRole('listitem');
    expect(line).toHaveTextContent('₹989.92 each (wholesale price: 8 % off ₹1,076)');
    await user.click(within(line).getByText('How the price is made'));
    const table = within(line).getByRole('table', { name: 'Price breakup' });
    expect(within(table).getByRole('row', { name: /Silver: 10 g of 925 purity at ₹100 a gram/ })).toHaveTextContent('₹925');
    expect(within(table).getByRole('row', { name: /Price per piece/ })).toHaveTextContent('₹1,076');
  });

  it('shows each variant as its own line, and a variant no longer sold as unavailable, removed on its own', async () => {
    const user = userEvent.setup();
    const variant = (sku: string, shade: string, price: number, stock: number, status: 'active' | 'draft' = 'active') => ({
      sku,
      options: { Shade: shade },
      price,
      mrp: null,
      stock,
      weightGrams: null,
      gtin: '',
      images: [{ src: `/media/products/${sku}.webp`, alt: shade, width: 600, height: 600 }],
      status,
      priceBreakup: null,
    });
    catalogue.set('lip-0001', {
      ...productFixture({ id: 'lip-0001', slug: 'matte-lipstick', title: 'Matte lipstick', price: 499, stock: 20, minOrderQty: 1 }),
      options: [{ name: 'Shade', kind: 'colour', values: [{ value: 'Ruby' }, { value: 'Coral' }, { value: 'Nude' }] }],
      variants: [variant('LIP-RUBY', 'Ruby', 499, 8), variant('LIP-CORAL', 'Coral', 549, 12), variant('LIP-NUDE', 'Nude', 299, 5, 'draft')],
    } as ProductSummary);
    const store = renderCart([item('lip-0001', 2, 499, 'LIP-RUBY'), item('lip-0001', 1, 549, 'LIP-CORAL'), item('lip-0001', 1, 299, 'LIP-NUDE')]);
    const lines = within(await screen.findByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Ruby');
    expect(lines[0]).toHaveTextContent('SKU LIP-RUBY · ₹499 each');
    expect(within(lines[0]!).getByRole('link', { name: 'Matte lipstick' })).toHaveAttribute('href', '/product/LIP-0001/matte-lipstick?variant=LIP-RUBY');
    expect(lines[1]).toHaveTextContent('SKU LIP-CORAL · ₹549 each');
    expect(lines[2]).toHaveTextContent('Nude');
    expect(lines[2]).toHaveTextContent('This option (Nude) is no longer sold.');
    expect(within(lines[2]!).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText(/Subtotal/)).toHaveTextContent('₹1,547'); // 2 × 499 + 549; the Nude line counts nothing
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    // Each line's quantity and removal are its own.
    const coral = within(lines[1]!).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(coral);
    await user.type(coral, '3');
    await user.click(within(lines[1]!).getByRole('button', { name: 'Update' }));
    await user.click(screen.getByRole('button', { name: 'Remove Matte lipstick (Nude) from the cart' }));
    expect(store.get(cartStateAtom).items).toEqual([
      expect.objectContaining({ variantSku: 'LIP-RUBY', quantity: 2 }),
      expect.objectContaining({ variantSku: 'LIP-CORAL', quantity: 3 }),
    ]);
    expect(await screen.findByRole('link', { name: 'Sign in and check out' })).toBeInTheDocument();
  });

  it('says when the cart is empty', () => {
    renderCart([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});
