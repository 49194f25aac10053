// One line of the cart: the product (and the variant, for a product with options), its current
// price, an editable quantity, the line total and what must change before checking out.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'shared-router';
import { formatInr, formatNumber } from 'shared-ui';
import { ProductImage } from '../../../components/product-image';
import { PriceBreakupTable } from '../../../components/price-breakup';
import { paths } from '../../../config/paths';
import { problemMessage, type ReviewedLine } from '../../../lib/cart-review';
import { quantityProblem } from '../../../lib/quantity-rules';

export interface CartLineProps {
  line: ReviewedLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const id = useId();
  const { item, variant } = line;
  // A line that cannot be ordered (its product or option gone) shows no price or quantity form.
  const product = line.price === null ? null : line.product;
  const [draft, setDraft] = useState({ for: item.quantity, value: String(item.quantity) });
  const value = draft.for === item.quantity ? draft.value : String(item.quantity);
  const [error, setError] = useState<string | null>(null);
  const name = line.product?.title ?? item.productId;
  const problem = problemMessage(line);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!product) return;
    const found = quantityProblem(value, { stock: product.stock, minOrderQty: product.minOrderQty });
    setError(found);
    if (!found) onQuantity(Number(value));
  };

  const errorId = `${id}-error`;
  const problemId = `${id}-problem`;
  return (
    <li className={`cart-line${line.problem ? ' cart-line--problem' : ''}`}>
      <ProductImage image={line.product?.image ?? null} alt="" sizes="72px" className="cart-line__image" />
      <div className="cart-line__details">
        <h2 className="cart-line__title">
          {line.product ? <Link to={paths.product.getHref(line.product.sku, line.product.slug, variant?.sku)}>{name}</Link> : name}
        </h2>
        {line.label ? <p className="cart-line__variant">{line.label}</p> : null}
        {product ? (
          <p className="cart-line__meta">
            SKU {variant?.sku ?? product.sku} · {formatInr(line.price ?? product.price)} each
            {line.percentOff > 0 ? ` (wholesale price: ${formatNumber(line.percentOff)} % off ${formatInr(product.price)})` : ''}
            {product.minOrderQty > 1 ? ` · minimum ${product.minOrderQty}` : ''}
          </p>
        ) : null}
        {product?.priceBreakup ? (
          <details className="cart-line__breakup">
            <summary>How the price is made</summary>
            <PriceBreakupTable breakup={product.priceBreakup} />
          </details>
        ) : null}
        {problem ? (
          <p id={problemId} className="cart-line__problem">
            {problem}
          </p>
        ) : null}
      </div>
      {product ? (
        <form className="cart-line__quantity" onSubmit={onSubmit} noValidate aria-label={`Quantity of ${name}`}>
          <label htmlFor={`${id}-quantity`} className="field__label">
            Quantity
          </label>
          <div className="cart-line__quantity-row">
            <input
              id={`${id}-quantity`}
              className="field__input"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={product.minOrderQty}
              max={product.stock}
              step={1}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined}
              onChange={(event) => {
                setDraft({ for: item.quantity, value: event.target.value });
                setError(null);
              }}
            />
            <button type="submit" className="button" disabled={value === String(item.quantity)}>
              Update
            </button>
          </div>
          {error ? (
            <p id={errorId} className="field__error">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="cart-line__quantity">Quantity {item.quantity}</p>
      )}
      <p className="cart-line__total">
        <span className="visually-hidden">Line total: </span>
        {line.price === null ? '—' : formatInr(line.lineTotal)}
      </p>
      <button
        type="button"
        className="button cart-line__remove"
        onClick={onRemove}
        aria-label={`Remove ${name}${line.label ? ` (${line.label})` : ''} from the cart`}
      >
        Remove
      </button>
    </li>
  );
}
