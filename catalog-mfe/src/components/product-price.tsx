// A price in rupees, with the crossed-out MRP when the shop sells below it.
import { formatInr } from 'shared-ui';

export function ProductPrice({ price, mrp, className = '' }: { price: number; mrp: number | null; className?: string }) {
  const discounted = mrp !== null && mrp > price;
  return (
    <p className={`catalog-price ${className}`.trim()}>
      <span className="catalog-price__now">{formatInr(price)}</span>
      {discounted ? (
        <>
          {' '}
          <s className="catalog-price__mrp">
            <span className="visually-hidden">MRP </span>
            {formatInr(mrp)}
          </s>{' '}
          <span className="catalog-price__save">{Math.round(((mrp - price) / mrp) * 100)}% off</span>
        </>
      ) : null}
    </p>
  );
}
