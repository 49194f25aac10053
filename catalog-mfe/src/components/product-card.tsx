// A product in a grid: image, title, price, stock and minimum order. A click is tracked as
// engagement with the card's list (docs/product-spec.md §7: click with category engagement).
// A product with options (issue 40) shows "from ₹…" when its variants' prices differ, and a row of
// swatches when it comes in more than one colour. A retail shop's card ends in an action
// (card-action.tsx: "Add to cart" or "Choose options").
import { lazy, Suspense } from 'react';
import { Link } from 'shared-router';
import { ratingLabel, track, useSiteSettings, type ProductSummary } from 'shared-data';
import { formatNumber, StarRating } from 'shared-ui';
import { paths } from '../config/paths';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** How wide a card's image is drawn: half a phone's width (two cards a row, catalog.css), else a grid column. */
export const PRODUCT_CARD_IMAGE_SIZES = '(max-width: 599px) 50vw, 300px';

// Only a retail shop's cards have it: the wholesale pages' first view does not carry it.
const CardAction = lazy(() => import('./card-action'));

export function ProductCard({
  product,
  listName,
  eager = false,
  priority = false,
}: {
  product: ProductSummary;
  listName: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const retail = useSiteSettings().mode === 'retail';
  const href = paths.product.getHref(product.sku, product.slug);
  const onClick = () => track('click', { category: 'product_card', label: `${listName}: ${product.title}`, item_id: product.sku });
  const variants = product.variantSummary;
  const swatches = variants?.swatches ?? [];
  const colours = swatches.length + (variants?.moreSwatches ?? 0);
  return (
    <article className="product-card">
      <Link to={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true" onClick={onClick}>
        <ProductImage image={product.image} alt="" eager={eager} priority={priority} sizes={PRODUCT_CARD_IMAGE_SIZES} className="product-card__image" />
      </Link>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to={href} onClick={onClick}>
            {product.title}
          </Link>
        </h3>
        <p className="product-card__sku">SKU {product.sku}</p>
        {product.rating ? (
          <p className="product-card__rating">
            <StarRating value={product.rating.average} label={ratingLabel(product.rating)} size="small" />
            <span aria-hidden="true">({formatNumber(product.rating.count)})</span>
          </p>
        ) : null}
        <ProductPrice price={product.price} mrp={product.mrp} from={variants?.pricesDiffer} />
        {colours > 1 ? (
          // One name for the row, not one per dot; SVG fills, as the pages' CSP allows no inline styles.
          <p className="product-card__swatches" role="img" aria-label={`Available in ${colours} colours`}>
            {swatches.map(({ name, colour }) => (
              <svg key={name} viewBox="0 0 2 2">
                <circle cx="1" cy="1" r="1" fill={colour} />
              </svg>
            ))}
            {variants?.moreSwatches ? ` +${variants.moreSwatches}` : null}
          </p>
        ) : null}
        <p className="product-card__meta">
          {product.stock > 0 ? <span className="catalog-stock--in">In stock</span> : <span className="catalog-stock--out">Out of stock</span>}
          {product.minOrderQty > 1 ? <span> · Min. order {product.minOrderQty}</span> : null}
        </p>
        {retail ? (
          <Suspense>
            <CardAction product={product} href={href} onClick={onClick} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
