// Add to cart with a quantity: it starts at the minimum order quantity (1 for most products) and
// may not go below it or above what is in stock, counting what is already in the cart. For a product
// with options, `product` carries the chosen variant's price and stock and the line is that variant's.
import { useState, type FormEvent } from 'react';
import { Link } from 'shared-router';
import { cartLineKey, MAX_LINE_QUANTITY, track, useCart, type ProductSummary } from 'shared-data';
import { TextField } from 'shared-ui';
import { paths } from '../../../config/paths';
import { analyticsItem } from '../../../lib/analytics';
import { quantityProblem } from '../../../lib/quantity-rules';

export interface AddToCartFormProps {
  product: ProductSummary;
  /** The chosen variant's SKU, for a product with options. */
  variantSku?: string | undefined;
  /** The chosen variant's values ('7 / Rhodium'). */
  label?: string | undefined;
}

export function AddToCartForm({ product, variantSku, label }: AddToCartFormProps) {
  const cart = useCart();
  const line = cartLineKey({ productId: product.id, variantSku });
  const inCart = cart.items.find((item) => cartLineKey(item) === line)?.quantity ?? 0;
  const [value, setValue] = useState(String(product.minOrderQty));
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const soldOut = product.stock <= 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = quantityProblem(value, { stock: product.stock, minOrderQty: product.minOrderQty, inCart });
    setError(problem);
    setAdded(null);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus();
      return;
    }
    const quantity = Number(value);
    if (!cart.add(product.id, quantity, product.price, variantSku)) {
      setError('Your cart is still loading; try again in a moment.');
      return;
    }
    track('add_to_cart', { currency: 'INR', value: product.price * quantity, items: [analyticsItem(product, quantity)] });
    setAdded(`Added ${quantity} × ${product.title}${label ? ` (${label})` : ''} to your cart.`);
  };

  if (soldOut) {
    return (
      <p className="add-to-cart__sold-out">
        {label ? `${label} is out of stock right now: choose another option, or enquire` : 'This design is out of stock right now. Enquire'} on WhatsApp or book
        a video call and we will tell you when it is back.
      </p>
    );
  }

  return (
    <form className="add-to-cart" onSubmit={onSubmit} noValidate aria-label="Add to cart">
      <TextField
        className="add-to-cart__quantity"
        label="Quantity"
        hint={
          <>
            {product.minOrderQty > 1 ? `Minimum order ${product.minOrderQty} pieces. ` : ''}
            {product.stock} in stock{inCart > 0 ? `, ${inCart} already in your cart` : ''}.
          </>
        }
        error={error ?? undefined}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={Math.max(1, product.minOrderQty - inCart)}
        max={Math.min(product.stock - inCart, MAX_LINE_QUANTITY)}
        step={1}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="button button--primary add-to-cart__button" disabled={!cart.ready}>
        Add to cart
      </button>
      {cart.error ? (
        <p className="form-status form-status--error" role="alert">
          {cart.error}
        </p>
      ) : null}
      <p className="form-status form-status--success" role="status">
        {added ? (
          <>
            {added} <Link to={paths.cart.getHref()}>View cart</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
