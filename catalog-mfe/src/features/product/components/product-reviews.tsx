// The product page's "Customer reviews": the average and count, the newest published reviews
// (server-rendered, so crawlers and first paint have them) with the shop's replies, and the
// signed-in customer's own review form (its code loaded on demand: see review-form.tsx).
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'shared-router';
import { useAuthStatus, useAuthUser } from 'shared-auth';
import { formatLongDate, ratingLabel, type ProductRating, type Review } from 'shared-data';
import { formatNumber, StarRating } from 'shared-ui';
import { LoadingOwnReview } from './loading-own-review';

// A failed download (the network, or a redeploy that removed the file) is said in place, not thrown
// to the page's error boundary: the rest of the product page stays.
const OwnReview = lazy(() =>
  import('./review-form').catch(() => ({
    default: () => <p role="alert">Your review could not be loaded. Reload the page to see or edit it.</p>,
  })),
);

export function ProductReviews({
  productId,
  productTitle,
  rating,
  reviews,
}: {
  productId: string;
  productTitle: string;
  rating: ProductRating | null;
  reviews: Review[];
}) {
  return (
    <section className="product-reviews" id="reviews" aria-labelledby="product-reviews-heading">
      <h2 id="product-reviews-heading">Customer reviews</h2>
      {rating ? (
        <p className="product-reviews__summary">
          <StarRating value={rating.average} label={ratingLabel(rating)} />
          <span>
            <strong>{formatNumber(rating.average, 1)}</strong> out of 5 · {formatNumber(rating.count)} {rating.count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      ) : (
        <p className="product-reviews__summary">No reviews yet. Bought it? Tell other buyers what you think.</p>
      )}
      {reviews.length > 0 ? (
        <ol className="product-reviews__list" aria-label={`Reviews of ${productTitle}`}>
          {reviews.map((review) => (
            <li key={review.uid} className="product-review">
              <article aria-labelledby={`review-${review.uid}`}>
                <header className="product-review__header">
                  <StarRating value={review.rating} label={`${review.rating} out of 5 stars`} size="small" />
                  <h3 id={`review-${review.uid}`} className="product-review__title">
                    {review.title}
                  </h3>
                </header>
                <p className="product-review__by">
                  {review.authorName}
                  {review.verifiedPurchase ? <span className="product-review__verified"> · Verified purchase</span> : null}
                  {review.createdAt ? <> · {formatLongDate(review.createdAt)}</> : null}
                </p>
                <p className="product-review__text">{review.text}</p>
                {review.reply ? (
                  <div className="product-review__reply">
                    <p className="product-review__reply-by">Reply from the shop</p>
                    <p>{review.reply}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      <YourReview productId={productId} productTitle={productTitle} />
    </section>
  );
}

/** Nothing while the sign-in state is unknown (as on the server), a link to sign in, or the customer's own review. */
function YourReview({ productId, productTitle }: { productId: string; productTitle: string }) {
  const status = useAuthStatus();
  const user = useAuthUser();
  const location = useLocation();
  if (status === 'loading') return null;
  if (!user) {
    return (
      <p className="review-form__sign-in">
        <Link to={`/login?redirect=${encodeURIComponent(`${location.pathname}#reviews`)}`}>Sign in to write a review</Link>
      </p>
    );
  }
  return (
    <Suspense fallback={<LoadingOwnReview />}>
      <OwnReview productId={productId} productTitle={productTitle} uid={user.uid} />
    </Suspense>
  );
}
