// One review in the moderation queue: its rating, title and status, who wrote it (and whether they
// bought the product), when, on which product, the text, the rejection reason or the shop's reply,
// and the moderation buttons.
import { Link } from 'shared-router';
import { formatLongDate, REVIEW_STATUS_LABELS, type Review } from 'shared-data';
import { StarRating } from 'shared-ui';
import { routeHref } from 'shared-data/routes';
import { ReviewActions, type ReviewOutcome } from './review-actions';

export function ReviewCard({ review, onDone }: { review: Review; onDone: (outcome: ReviewOutcome) => Promise<void> }) {
  return (
    <article aria-labelledby={`review-${review.productId}-${review.uid}`}>
      <header className="admin-review__header">
        <StarRating value={review.rating} label={`${review.rating} out of 5 stars`} size="small" />
        <h2 id={`review-${review.productId}-${review.uid}`} className="admin-review__title">
          {review.title}
        </h2>
        <span className={`admin-status admin-status--${review.status}`}>{REVIEW_STATUS_LABELS[review.status]}</span>
      </header>
      <p className="admin-review__meta">
        {review.authorName} · {review.verifiedPurchase ? 'Verified purchase' : 'Not a verified purchase'} ·{' '}
        {formatLongDate(review.updatedAt ?? review.createdAt)} · on{' '}
        <Link to={routeHref('admin-product', { productId: review.productId })}>{review.productTitle || review.productId.toUpperCase()}</Link> (
        <a href={`/product/${encodeURIComponent(review.productId.toUpperCase())}#reviews`}>shop page</a>) ·{' '}
        <Link to={routeHref('admin-customer', { uid: review.uid })}>customer</Link>
      </p>
      <p className="admin-review__text">{review.text}</p>
      {review.status === 'rejected' && review.rejectionReason ? <p className="admin-review__note">Rejected because: {review.rejectionReason}</p> : null}
      {review.reply ? <p className="admin-review__note">Shop’s reply: {review.reply}</p> : null}
      <ReviewActions review={review} onDone={onDone} />
    </article>
  );
}
