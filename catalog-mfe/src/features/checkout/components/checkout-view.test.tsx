import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { cartStateAtom, defaultSiteSettings, type Address, type CartItem, type SiteSettings } from 'shared-data';
import { productFixture, withRouter } from '../../../test-utils';
import type { CartProduct } from '../../../lib/cart-products';

const catalogue = new Map<string, CartProduct>();
vi.mock('../../../lib/cart-products', () => ({
  fetchProductsByIds: async (_db: unknown, ids: string[]) => new Map(ids.filter((id) => catalogue.has(id)).map((id) => [id, catalogue.get(id)!])),
}));
const placeOrder = vi.fn(async (_request: unknown) => ({ orderId: 'order-1', number: 'SO-2026-000001' }));
vi.mock('../../../lib/orders', () => ({ placeOrder: (request: unknown) => placeOrder(request) }));
const updateProfile = vi.fn(async (_changes: unknown) => ({ success: true }));
vi.mock('shared-auth', () => ({
  loadBrowserDb: async () => ({}),
  useAuthUser: () => ({ uid: 'u1' }),
  addAddress: async () => ({ success: true, id: 'new-address' }),
  updateProfile: (changes: unknown) => updateProfile(changes),
}));

const { CheckoutView, UNSAVED_ADDRESS_MESSAGE } = await import('./checkout-view');

const ahmedabad: Address = {
  id: 'shop',
  label: 'Shop',
  fullName: 'Priya Sharma',
  phone: '+91 98765 43211',
  line1: 'Shop 4, Sample Market Complex',
  line2: '',
  city: 'Ahmedabad',
  state: 'Gujarat',
  postalCode: '380009',
  country: 'India',
  isDefault: true,
  createdAt: null,
};

function renderCheckout({
  settings = defaultSiteSettings,
  addresses = [ahmedabad],
  profile = null,
  items = [{ productId: 'slv-rng-0001', quantity: 6, addedPrice: 710, addedAt: '2026-01-01T00:00:00.000Z' }],
}: { settings?: SiteSettings; addresses?: Address[]; profile?: { businessName: string; gstin: string } | null; items?: CartItem[] } = {}) {
  const store = createStore();
  store.set(cartStateAtom, {
    status: 'ready',
    owner: 'u1',
    items,
    error: null,
    notice: null,
  });
  render(withRouter(<CheckoutView addresses={addresses} profile={profile} />, { store, path: '/checkout', settings }));
}

const withOrders = (orders: Partial<SiteSettings['orders']>, payments: Partial<SiteSettings['payments']> = {}): SiteSettings => ({
  ...defaultSiteSettings,
  orders: { ...defaultSiteSettings.orders, ...orders },
  payments: { ...defaultSiteSettings.payments, ...payments },
});

beforeEach(() => {
  placeOrder.mockClear();
  updateProfile.mockClear();
  catalogue.clear();
  catalogue.set('slv-rng-0001', { ...productFixture({ price: 710, stock: 40, minOrderQty: 6 }), weightGrams: 4.5 });
});

describe('CheckoutView', () => {
  it('refuses to order while a new address is typed but not saved, and points at the form', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const newAddress = screen.getByRole('group', { name: 'New address' });
    await user.type(within(newAddress).getByLabelText('Full name'), 'Asha Mehta');
    await user.type(within(newAddress).getByLabelText('City'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: /^Place order — / }));
    expect(await within(newAddress).findByRole('alert')).toHaveTextContent(UNSAVED_ADDRESS_MESSAGE);
    expect(within(newAddress).getByLabelText('Full name')).toHaveFocus();
    expect(placeOrder).not.toHaveBeenCalled();
    // Cancel drops the typed address: the order goes to the chosen one.
    await user.click(within(newAddress).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: /^Place order — / }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ addressId: 'shop' })));
  });

  it('orders to the chosen address when the new-address form is open but untouched', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await user.click(screen.getByRole('button', { name: /^Place order — / }));
    await waitFor(() =>
      expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ addressId: 'shop', business: null, paymentPreference: 'bank_transfer' })),
    );
  });

  it('checks the GSTIN, sends the business normalised and saves it to the account when asked', async () => {
    const user = userEvent.setup();
    renderCheckout({ profile: { businessName: 'Mehta Jewellers', gstin: '' } });
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue('Mehta Jewellers');
    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    await user.type(gstin, '27AABCR1234F1Z');
    await user.click(screen.getByRole('button', { name: /^Place order — / }));
    expect(gstin).toHaveAccessibleDescription(/A GSTIN has 15 characters; this one has 14/);
    await waitFor(() => expect(gstin).toHaveFocus());
    expect(placeOrder).not.toHaveBeenCalled();
    await user.clear(gstin);
    await user.type(gstin, '24aaacm 1234 b1zc');
    await user.click(screen.getByRole('checkbox', { name: 'Save to my account for next time' }));
    await user.click(screen.getByRole('radio', { name: /^UPI/ }));
    await user.click(screen.getByRole('button', { name: /^Place order — / }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalled());
    expect(updateProfile).toHaveBeenCalledWith({ businessName: 'Mehta Jewellers', gstin: '24AAACM1234B1ZC' });
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ business: { businessName: 'Mehta Jewellers', gstin: '24AAACM1234B1ZC' }, paymentPreference: 'upi' }),
    );
  });

  it('shows shipping by zone for the chosen address, and a total without shipping when the shop quotes it', async () => {
    renderCheckout({
      settings: withOrders({ shippingMethod: 'zone', shippingFee: 400, freeShippingAbove: 0, zones: [{ name: 'West', states: ['Gujarat'], fee: 120 }] }),
    });
    expect(await screen.findByText('Shipping to West: ₹120.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order — ₹4,380' })).toBeEnabled();
  });

  it('leaves quoted shipping out of the total and says so', async () => {
    renderCheckout({ settings: withOrders({ shippingMethod: 'quoted' }) });
    expect(await screen.findByText('Shipping: quoted by the shop when it confirms your order.')).toBeInTheDocument();
    expect(screen.getByText(/Total without shipping/)).toHaveTextContent('₹4,260');
    expect(screen.getByRole('button', { name: 'Place order — ₹4,260 plus shipping' })).toBeInTheDocument();
  });

  it('offers only the ways to pay the shop turned on, cash on delivery up to its limit', async () => {
    const payments = defaultSiteSettings.payments;
    renderCheckout({
      settings: withOrders(
        {},
        { bankTransfer: { ...payments.bankTransfer, enabled: false }, cashOnDelivery: { enabled: true, limit: 4000 }, gateway: { provider: 'razorpay' } },
      ),
    });
    const ways = await screen.findByRole('group', { name: 'How will you pay?' });
    expect(
      within(ways)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['upi', 'online']);
    expect(within(ways).getByRole('radio', { name: /^UPI/ })).toBeChecked();
  });

  describe('with variants', () => {
    const line = (variantSku: string, quantity: number, addedPrice: number): CartItem => ({
      productId: 'lip-0001',
      variantSku,
      quantity,
      addedPrice,
      addedAt: '2026-01-01T00:00:00.000Z',
    });
    beforeEach(() => {
      const variant = (sku: string, shade: string, price: number, status: 'active' | 'draft') => ({
        sku,
        options: { Shade: shade },
        price,
        mrp: null,
        stock: 10,
        weightGrams: 20,
        gtin: '',
        images: [],
        status,
        priceBreakup: null,
      });
      catalogue.set('lip-0001', {
        ...productFixture({ id: 'lip-0001', slug: 'matte-lipstick', title: 'Matte lipstick', price: 499, stock: 20, minOrderQty: 1 }),
        weightGrams: 20,
        options: [{ name: 'Shade', kind: 'colour', values: [{ value: 'Ruby' }, { value: 'Coral' }] }],
        variants: [variant('LIP-RUBY', 'Ruby', 499, 'active'), variant('LIP-CORAL', 'Coral', 549, 'draft')],
      });
    });

    it('orders each line with its variant SKU', async () => {
      const user = userEvent.setup();
      renderCheckout({ items: [line('LIP-RUBY', 2, 499), { productId: 'slv-rng-0001', quantity: 6, addedPrice: 710, addedAt: '2026-01-01T00:00:00.000Z' }] });
      expect(await screen.findByText('Ruby')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^Place order — / }));
      await waitFor(() =>
        expect(placeOrder).toHaveBeenCalledWith(
          expect.objectContaining({
            items: [
              { productId: 'lip-0001', variantSku: 'LIP-RUBY', quantity: 2 },
              { productId: 'slv-rng-0001', quantity: 6 },
            ],
          }),
        ),
      );
    });

    it('never orders a variant no longer sold: the line says so and the order waits', async () => {
      const user = userEvent.setup();
      renderCheckout({ items: [line('LIP-RUBY', 2, 499), line('LIP-CORAL', 1, 549)] });
      expect(await screen.findByText(/This option \(Coral\) is no longer sold/)).toBeInTheDocument();
      expect(screen.getByText(/Subtotal/)).toHaveTextContent('₹998');
      const place = screen.getByRole('button', { name: /^Place order — / });
      expect(place).toBeDisabled();
      await user.click(place);
      expect(placeOrder).not.toHaveBeenCalled();
    });
  });
});
