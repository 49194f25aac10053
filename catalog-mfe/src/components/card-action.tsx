// A retail shop's card ends in an action (issue 40): "Choose options" (the product's page) for a
// product with options, "Add to cart" (its minimum order: one piece, for most) for one without that
// is in stock, said in the card's status line. Loaded only by a retail shop's cards, so the
// wholesale pages' first view does not carry it. It hydrates after the cart has loaded (its code
// comes later than the page's): useCart shows the server's view until then (shared-data's
// use-hydrated.ts), or the button would keep the server's `disabled`.
import { useState } from 'react';
import { Link } from 'shared-router';
import { cartLineKey, track, useCart, type ProductSummary } from 'shared-data';
import { analyticsItem } from '../lib/analytics';
import { quantityProblem } from '../lib/quantity-rules';

export interface CardActionProps {
  product: ProductSummary;
  /** The product's page. */
  href: string;
  /** Tracks the click as the card's. */
  onClick: () => void;
}

export default function CardAction({ product, href, onClick }: CardActionProps) {
  if (product.variantSummary) {
    return (
      <Link to={href} className="button product-card__action" onClick={onClick}>
        Choose options<span className="visually-hidden">: {product.title}</span>
      </Link>
    );
  }
  return product.stock > 0 ? <AddToCartButton product={product} /> : null;
}

function AddToCartButton({ product }: { product: ProductSummary }) {
  const cart = useCart();
  const [status, setStatus] = useState('');
  const quantity = product.minOrderQty;
  const add = () => {
    const inCart = cart.items.find((item) => cartLineKey(item) === product.id)?.quantity ?? 0;
    const problem = quantityProblem(String(quantity), { stock: product.stock, minOrderQty: quantity, inCart });
    if (problem) setStatus(problem);
    else if (cart.add(product.id, quantity, product.price)) {
      track('add_to_cart', { currency: 'INR', value: product.price * quantity, items: [analyticsItem(product, quantity)] });
      setStatus(`Added ${quantity} × ${product.title} to your cart.`);
    }
  };
  return (
    <>
      <button type="button" className="button button--primary product-card__action" disabled={!cart.ready} onClick={add}>
        Add to cart<span className="visually-hidden">: {product.title}</span>
      </button>
      <p className="product-card__status" role="status">
        {status}
      </p>
    </>
  );
}
