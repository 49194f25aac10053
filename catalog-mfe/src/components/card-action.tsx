// A retail shop's card of a product with options ends in "Choose options" (issue 40), its page.
// Loaded only by a retail shop's cards, so the wholesale pages' first view does not carry it.
// An "Add to cart" for a product without options was tried and taken out: in the built site the
// card's cart never became ready on a listing page (the button stayed disabled), and that was not
// found in time; see the closing note of issue 40.
import { Link } from 'shared-router';
import type { ProductSummary } from 'shared-data';

export interface CardActionProps {
  product: ProductSummary;
  /** The product's page. */
  href: string;
  /** Tracks the click as the card's. */
  onClick: () => void;
}

export default function CardAction({ product, href, onClick }: CardActionProps) {
  if (!product.variantSummary) return null;
  return (
    <Link to={href} className="button product-card__action" onClick={onClick}>
      Choose options<span className="visually-hidden">: {product.title}</span>
    </Link>
  );
}
