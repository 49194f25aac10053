// /admin/reviews (Reviews Management): every product's reviews in one queue — waiting for approval
// first, then published and rejected — newest first, with the rating, the author (and whether they
// bought it), the product, the text and the shop's reply; approve, reject with a reason, reply or
// delete each one (docs/product-spec.md §2; the product's rating follows in the same transaction).
import { Link, useNavigation, useRevalidator } from 'shared-router';
import { defineRoute, formatLongDate, REVIEW_STATUS_LABELS, REVIEW_STATUSES, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatNumber, StarRating } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { ReviewActions, type ReviewOutcome } from '../features/reviews/components/review-actions';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import { usePageState } from '../hooks/use-page-state';
import { fetchReviewCounts, fetchReviewQueue, readReviewQueueQuery, REVIEWS_LIVE, reviewQueueHref } from '../lib/admin-reviews';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

async function loader({ request, context }: RemoteLoaderArgs) {
  const queue = readReviewQueueQuery(new URL(request.url));
  return loadPage(context.db, { what: 'the reviews', empty: { queue, page: null, counts: null } }, async (db) => {
    const [page, counts] = await Promise.all([fetchReviewQueue(db, queue), fetchReviewCounts(db)]);
    return { queue, page, counts };
  });
}

const TAB_LABELS = { pending: 'Waiting for approval', approved: 'Published', rejected: 'Rejected' } as const;
const EMPTY = {
  pending: 'No review is waiting for approval. New reviews from customers arrive here.',
  approved: 'No review is published yet.',
  rejected: 'No review has been rejected.',
} as const;

function ReviewsPage() {
  const { queue, page, counts, error } = useRouteData<typeof loader>();
  // A new review, or one moderated by someone else, shows without a reload.
  useLiveRevalidation([REVIEWS_LIVE]);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = usePageState<ReviewOutcome | null>(null);
  const loading = (navigation.state === 'loading' && navigation.location.pathname === routeHref('admin-reviews')) || revalidator.state === 'loading';
  // The list is reloaded first, so the message stays with the list it describes.
  const onDone = async (next: ReviewOutcome) => {
    await revalidator.revalidate();
    setOutcome(next);
  };

  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-reviews"
        title="Reviews Management"
        description="Customers' reviews of products. A review appears on the product page, and counts in its rating, once you approve it."
      />
      <nav aria-label="Review status" className="admin-tabs">
        <ul>
          {REVIEW_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={reviewQueueHref(queue, { status })}
                aria-current={status === queue.status ? 'page' : undefined}
                className="admin-tabs__tab"
                onClick={() => setOutcome(null)}
              >
                {TAB_LABELS[status]}
                {counts?.[status] != null ? <span className="admin-tabs__count">{formatNumber(counts[status] ?? 0)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite" role="status" className="admin-review__outcome">
        {outcome ? <p className={`admin-alert admin-alert--${outcome.kind === 'success' ? 'success' : 'error'}`}>{outcome.message}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      <div className="admin-card admin-reviews" aria-busy={loading}>
        {page && page.reviews.length === 0 ? <p className="admin-muted">{EMPTY[queue.status]}</p> : null}
        {page && page.reviews.length ? (
          <ul className="admin-reviews__list" aria-label={`${TAB_LABELS[queue.status]}: reviews`}>
            {page.reviews.map((review) => (
              <li key={`${review.productId}/${review.uid}`} className="admin-review">
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
                  {review.status === 'rejected' && review.rejectionReason ? (
                    <p className="admin-review__note">Rejected because: {review.rejectionReason}</p>
                  ) : null}
                  {review.reply ? <p className="admin-review__note">Shop’s reply: {review.reply}</p> : null}
                  <ReviewActions review={review} onDone={onDone} />
                </article>
              </li>
            ))}
          </ul>
        ) : null}
        {page?.nextBefore || queue.before ? (
          <nav aria-label="Review pages" className="data-table__pages">
            {queue.before ? <Link to={reviewQueueHref(queue, { before: null })}>Newest</Link> : <span />}
            {page?.nextBefore ? <Link to={reviewQueueHref(queue, { before: page.nextBefore })}>Older</Link> : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: ReviewsPage });
