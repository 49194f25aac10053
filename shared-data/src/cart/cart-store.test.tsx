import { createStore, Provider } from 'jotai';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Firestore } from 'firebase/firestore/lite';
import type { CartItem } from '../types/catalog';

// Hand-written doubles of the Firestore cart document (vi.fn's bookkeeping reports handled
// rejections as errors in vitest 4).
const savedCarts = new Map<string, CartItem[]>();
const reads: string[] = [];
let readGate: Promise<void> | null = null;
const writes: { uid: string; items: CartItem[] }[] = [];
let failReads = false;
let failWrites = false;
vi.mock('../collections/carts', () => ({
  fetchUserCart: async (_db: Firestore, uid: string) => {
    reads.push(uid);
    if (readGate) await readGate;
    if (failReads) throw new Error('offline');
    return savedCarts.get(uid) ?? [];
  },
  writeUserCart: async (_db: Firestore, uid: string, items: CartItem[]) => {
    if (failWrites) throw new Error('offline');
    writes.push({ uid, items: [...items] });
    savedCarts.set(uid, [...items]);
  },
}));

const { cartStateAtom, syncCart, useCart, useCartCount, CART_LOAD_ERROR, CART_SAVE_ERROR } = await import('./cart-store');
const { CartSync } = await import('./cart-sync');
const { GUEST_CART_KEY, readGuestCart } = await import('./guest-cart-storage');

const db = {} as Firestore;
const loadDb = async () => db;
const line = (productId: string, quantity: number, addedPrice = 1000): CartItem => ({
  productId,
  quantity,
  addedPrice,
  addedAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  savedCarts.clear();
  reads.length = 0;
  readGate = null;
  writes.length = 0;
  failReads = false;
  failWrites = false;
});

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('the guest cart', () => {
  it('is empty and not ready until loaded, then read from local storage', async () => {
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line('a', 2)]));
    const { store, wrapper } = setup();
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }), { wrapper });
    expect(result.current.cart.ready).toBe(false);
    expect(result.current.count).toBeNull();
    expect(result.current.cart.add('b', 1, 500)).toBe(false);
    await act(() => syncCart(store, { uid: null, loadDb }));
    expect(result.current.cart.items).toEqual([line('a', 2)]);
    expect(result.current.count).toBe(1);
  });

  it('saves every change to local storage', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(() => syncCart(store, { uid: null, loadDb }));
    act(() => void result.current.add('a', 2, 1200));
    act(() => void result.current.add('b', 1, 800));
    act(() => void result.current.setQuantity('a', 5));
    act(() => void result.current.remove('b'));
    expect(readGuestCart()).toEqual([expect.objectContaining({ productId: 'a', quantity: 5, addedPrice: 1200 })]);
    expect(writes).toEqual([]);
  });
});

describe('signing in', () => {
  it('merges the guest cart into the saved cart, saves it and clears the guest copy', async () => {
    savedCarts.set('u1', [line('a', 3), line('b', 1)]);
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line('b', 4), line('c', 2)]));
    const { store } = setup();
    await syncCart(store, { uid: 'u1', loadDb });
    const state = store.get(cartStateAtom);
    expect(state).toMatchObject({ status: 'ready', owner: 'u1', error: null });
    expect(state.items.map((item) => [item.productId, item.quantity])).toEqual([
      ['a', 3],
      ['b', 4],
      ['c', 2],
    ]);
    expect(state.notice).toMatch(/added 1 product from before you signed in/);
    expect(savedCarts.get('u1')).toEqual(state.items);
    expect(readGuestCart()).toEqual([]);
  });

  it('never doubles items when the merge runs twice (a reload, a second tab)', async () => {
    savedCarts.set('u1', [line('a', 3)]);
    const guest = JSON.stringify([line('a', 3), line('c', 2)]);
    window.localStorage.setItem(GUEST_CART_KEY, guest);
    const { store } = setup();
    await syncCart(store, { uid: 'u1', loadDb });
    // The guest copy reappears (say the tab crashed before clearing it) and the merge runs again.
    window.localStorage.setItem(GUEST_CART_KEY, guest);
    await syncCart(store, { uid: 'u1', loadDb });
    expect(store.get(cartStateAtom).items.map((item) => [item.productId, item.quantity])).toEqual([
      ['a', 3],
      ['c', 2],
    ]);
  });

  it('keeps the guest cart and says so when the saved cart cannot be read', async () => {
    failReads = true;
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line('a', 1)]));
    const { store } = setup();
    await syncCart(store, { uid: 'u1', loadDb });
    expect(store.get(cartStateAtom)).toMatchObject({ status: 'error', error: CART_LOAD_ERROR, items: [] });
    expect(readGuestCart()).toEqual([line('a', 1)]);
    expect(writes).toEqual([]);
  });

  it('saves a signed-in change to the account, in order, and reports a failed save', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(() => syncCart(store, { uid: 'u1', loadDb }));
    act(() => void result.current.add('a', 2, 1000));
    act(() => void result.current.setQuantity('a', 6));
    await act(async () => expect(await result.current.flush()).toBe(true));
    expect(writes.map((write) => write.items[0]?.quantity)).toEqual([2, 6]);
    expect(readGuestCart()).toEqual([]);
    failWrites = true;
    act(() => void result.current.remove('a'));
    await act(async () => expect(await result.current.flush()).toBe(false));
    expect(result.current.error).toBe(CART_SAVE_ERROR);
  });
});

describe('CartSync', () => {
  it('waits for the auth state, loads the account cart on sign-in and the guest cart on sign-out', async () => {
    savedCarts.set('u1', [line('saved', 2)]);
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line('guest', 1)]));
    const { store } = setup();
    const view = render(
      <Provider store={store}>
        <CartSync uid={null} authLoading loadDb={loadDb} />
      </Provider>,
    );
    expect(store.get(cartStateAtom).status).toBe('idle');
    await act(async () =>
      view.rerender(
        <Provider store={store}>
          <CartSync uid="u1" authLoading={false} loadDb={loadDb} />
        </Provider>,
      ),
    );
    await vi.waitFor(() => expect(store.get(cartStateAtom).status).toBe('ready'));
    expect(store.get(cartStateAtom).items.map((item) => item.productId)).toEqual(['saved', 'guest']);
    await act(async () =>
      view.rerender(
        <Provider store={store}>
          <CartSync uid={null} authLoading={false} loadDb={loadDb} />
        </Provider>,
      ),
    );
    // After sign-out the next person at this browser does not see the account's cart.
    expect(store.get(cartStateAtom)).toMatchObject({ status: 'ready', owner: null, items: [] });
    expect(view.container).toBeEmptyDOMElement();
  });
});

describe('two CartSync instances (the shell and a page)', () => {
  const both = (store: ReturnType<typeof createStore>, pageMounted: boolean) => (
    <Provider store={store}>
      <CartSync uid="u1" authLoading={false} loadDb={loadDb} />
      {pageMounted ? <CartSync uid="u1" authLoading={false} loadDb={loadDb} /> : null}
    </Provider>
  );

  it('load the cart once per auth state', async () => {
    savedCarts.set('u1', [line('saved', 2)]);
    const { store } = setup();
    render(both(store, true));
    await vi.waitFor(() => expect(store.get(cartStateAtom).status).toBe('ready'));
    expect(reads).toEqual(['u1']);
  });

  it('let the other instance finish when the one loading goes away half-way', async () => {
    savedCarts.set('u1', [line('saved', 2)]);
    let open!: () => void;
    readGate = new Promise((resolve) => (open = resolve));
    const { store } = setup();
    // The page's instance runs its effect first (it comes first), so it claims the load.
    const view = render(
      <Provider store={store}>
        <CartSync key="page" uid="u1" authLoading={false} loadDb={loadDb} />
        <CartSync key="shell" uid="u1" authLoading={false} loadDb={loadDb} />
      </Provider>,
    );
    await vi.waitFor(() => expect(reads).toEqual(['u1']));
    view.rerender(
      <Provider store={store}>
        <CartSync key="shell" uid="u1" authLoading={false} loadDb={loadDb} />
      </Provider>,
    );
    await vi.waitFor(() => expect(reads).toEqual(['u1', 'u1']));
    open();
    await vi.waitFor(() => expect(store.get(cartStateAtom).status).toBe('ready'));
    expect(store.get(cartStateAtom).items.map((item) => item.productId)).toEqual(['saved']);
  });
});
