// The catalogue entries of the products in the cart, read fresh in the browser so the cart and
// checkout show today's prices and stock (metal-priced ones at the silver rate in force, priced with
// the settings' tax basis and rounding, as placeOrder prices them).
import { useEffect, useState } from 'react';
import { loadBrowserDb } from 'shared-auth';
import { useSiteSettings } from 'shared-data';
import { fetchProductsByIds, type CartProduct } from '../lib/cart-products';

const EMPTY: ReadonlyMap<string, CartProduct> = new Map();

export interface CartProducts {
  products: ReadonlyMap<string, CartProduct> | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useCartProducts(ids: readonly string[], enabled: boolean): CartProducts {
  const key = [...new Set(ids)].sort().join(',');
  const { tax, pricing } = useSiteSettings();
  const { ratePercent, pricesIncludeTax } = tax;
  const { rounding } = pricing;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; products: ReadonlyMap<string, CartProduct> | null; error: string | null }>({
    key: '',
    products: null,
    error: null,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const wanted = key ? key.split(',') : [];
    if (wanted.length === 0) return undefined;
    loadBrowserDb()
      .then((db) => (db ? fetchProductsByIds(db, wanted, { tax: { ratePercent, pricesIncludeTax }, rounding }) : Promise.reject(new Error('no database'))))
      .then(
        (products) => live && setState({ key, products, error: null }),
        () => live && setState({ key, products: null, error: 'We could not check the current prices and stock. Check your connection and try again.' }),
      );
    return () => {
      live = false;
    };
  }, [key, enabled, attempt, ratePercent, pricesIncludeTax, rounding]);

  if (!key) return { products: EMPTY, loading: false, error: null, reload: () => setAttempt((n) => n + 1) };
  const current = state.key === key;
  return {
    products: current ? state.products : null,
    loading: enabled && (!current || (state.products === null && state.error === null)),
    error: current ? state.error : null,
    reload: () => setAttempt((n) => n + 1),
  };
}
