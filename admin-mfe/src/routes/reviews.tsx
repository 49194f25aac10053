// /admin/reviews (Reviews Management): every product's reviews in one queue — waiting for approval
// first, then published and rejected — newest first, with the rating, the author (and whether they
// bought it), the product, the text and the shop's reply; approve, reject with a reason, reply or
// delete each one (docs/product-spec.md §2; the product's rating follows in the same transaction).
import { useRevalidator } from 'shared-router';
import { defineRoute, REVIEW_STATUSES, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { PageHeader } from '../components/admin-frame/page-header';
import { CardList } from '../components/list-page/card-list';
import { ListTabs } from '../components/list-page/list-tabs';
import { ReviewCard } from '../features/reviews/components/review-card';
import type { ReviewOutcome } from '../features/reviews/components/review-actions';
import { useListPage } from '../hooks/use-list-page';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import { usePageState } from '../hooks/use-page-state';
import { fetchReviewCounts, fetchReviewQueue, REVIEW_QUEUE_SHAPE, REVIEWS_LIVE, reviewQueueOf } from '../lib/admin-reviews';
import { loadList } from '../lib/page-loader';

const PATH = routeHref('admin-reviews');

async function loader(args: RemoteLoaderArgs) {
  return loadList(args, REVIEW_QUEUE_SHAPE, { what: 'the reviews', empty: { page: null, counts: null } }, async (db, query) => {
    const queue = reviewQueueOf(query);
    const [page, counts] = await Promise.all([fetchReviewQueue(db, queue), fetchReviewCounts(db)]);
    return { page: { ...page, total: counts[queue.status] }, counts };
  });
}

const TAB_LABELS = { pending: 'Waiting for approval', approved: 'Published', rejected: 'Rejected' } as const;
const EMPTY = {
  pending: 'No review is waiting for approval. New reviews from customers arrive here.',
  approved: 'No review is published yet.',
  rejected: 'No review has been rejected.',
} as const;

function ReviewsPage() {
  const { query, page, counts, error } = useRouteData<typeof loader>();
  // A new review, or one moderated by someone else, shows without a reload.
  useLiveRevalidation([REVIEWS_LIVE]);
  const list = useListPage({ path: PATH, query, defaultSort: REVIEW_QUEUE_SHAPE.defaultSort, page, noun: 'reviews' });
  const { status } = reviewQueueOf(query);
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = usePageState<ReviewOutcome | null>(null);
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
      <ListTabs
        label="Review status"
        onSelect={() => setOutcome(null)}
        tabs={REVIEW_STATUSES.map((value) => ({
          label: TAB_LABELS[value],
          href: list.href({ filters: { status: value === 'pending' ? null : value }, after: null }),
          current: value === status,
          count: counts?.[value] ?? null,
        }))}
      />
      <div aria-live="polite" role="status" className="admin-review__outcome">
        {outcome ? <p className={`admin-alert admin-alert--${outcome.kind === 'success' ? 'success' : 'error'}`}>{outcome.message}</p> : null}
      </div>
      <div className="admin-card admin-reviews">
        <CardList
          label={`${TAB_LABELS[status]}: reviews`}
          pagerLabel="Review pages"
          className="admin-reviews__list"
          itemClassName={() => 'admin-review'}
          rows={page?.rows ?? []}
          getRowId={(review) => `${review.productId}/${review.uid}`}
          renderRow={(review) => <ReviewCard review={review} onDone={onDone} />}
          empty={<p className="admin-muted">{EMPTY[status]}</p>}
          error={error}
          loading={list.loading || revalidator.state === 'loading'}
          pagination={list.pagination}
        />
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: ReviewsPage });
