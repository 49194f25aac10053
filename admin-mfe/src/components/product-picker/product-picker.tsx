// Finds a product by SKU or by words of its title and hands it to the form that adds it to an order
// (the admin's order edit and new-order pages). Not a form of its own (it sits inside one): Enter in
// the box searches, each result has its own Add button. A product with options is offered as each of
// its variants on sale ("Title — 7 / Rhodium", with the variant's SKU, price and stock), so the line
// names its variant; results are keyed by SKU, so two variants of one product make two lines.
import { useId, useState, type KeyboardEvent } from 'react';
import { loadSignedInDb } from '../../lib/signed-in-db';
import { formatInr, formatNumber } from 'shared-ui';
import { findProductsForOrder, type PickableProduct } from '../../lib/admin-products';
import { formatCount } from '../../lib/format-count';

/** "3 products", or "4 products and variants" when variants are among them. */
const foundCount = (found: readonly PickableProduct[]) =>
  found.some((product) => product.variantSku) ? formatCount(found.length, 'product or variant', 'products and variants') : formatCount(found.length, 'product');

export function ProductPicker({
  onPick,
  exclude = [],
}: {
  onPick: (product: PickableProduct) => void;
  /** The SKUs already in the order (any case): their results say so instead of offering Add. */
  exclude?: readonly string[];
}) {
  const id = useId();
  const excluded = new Set(exclude.map((sku) => sku.toLowerCase()));
  const [text, setText] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; products: PickableProduct[] } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  const search = async () => {
    if (!text.trim()) {
      setState({ kind: 'error', message: 'Type a SKU (such as SLV-RNG-0001) or words of the product’s title.' });
      return;
    }
    setState({ kind: 'searching' });
    try {
      const db = await loadSignedInDb();
      if (!db) throw new Error('offline');
      setState({ kind: 'found', products: await findProductsForOrder(db, text) });
    } catch {
      setState({ kind: 'error', message: 'The products could not be searched. Check the connection and try again.' });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    }
  };

  return (
    <div className="product-picker" role="search" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="field__label">
        Add a product (SKU or title)
      </label>
      <div className="product-picker__row">
        <input
          id={`${id}-input`}
          className="field__input"
          value={text}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button" disabled={state.kind === 'searching'} onClick={() => void search()}>
          {state.kind === 'searching' ? 'Searching…' : 'Find'}
        </button>
      </div>
      <div role="status" className="product-picker__status">
        {state.kind === 'found' && state.products.length === 0 ? `No product matches “${text.trim()}”.` : ''}
        {state.kind === 'found' && state.products.length > 0 ? `${foundCount(state.products)} found.` : ''}
      </div>
      {state.kind === 'error' ? (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'found' && state.products.length > 0 ? (
        <ul className="product-picker__results" aria-label="Products found">
          {state.products.map((product) => {
            const added = excluded.has(product.sku.toLowerCase());
            const name = product.variantLabel ? `${product.title} — ${product.variantLabel}` : product.title;
            return (
              <li key={product.sku}>
                <span>
                  <strong>{name}</strong>{' '}
                  <span className="data-table__sub">
                    SKU {product.sku} · {formatInr(product.price)} ·{' '}
                    {product.stock > 0 ? `${formatNumber(product.stock)} in stock` : <span className="admin-status admin-status--low">Out of stock</span>}
                    {product.status !== 'active' ? ` · ${product.status}` : ''}
                  </span>
                </span>
                <button type="button" className="button" disabled={added || product.status !== 'active'} onClick={() => onPick(product)}>
                  {added ? 'In the order' : `Add ${product.sku}`}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
