// A price in rupees, with the crossed-out MRP when the shop sells below it. `from`: the lowest of
// prices that differ (a card's product whose variants cost different amounts): "from ₹…".
import { formatInr } from 'shared-ui';

export function ProductPrice({ price, mrp, from = false, className = '' }: { price: number; mrp: number | null; from?: boolean; className?: string }) {
  const discounted = mrp !== null && mrp > price;
  return (
    <p className={`catalog-price ${className}`.trim()}>
      {from ? <small>from </small> : null}
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
