// A product listing page: heading, breadcrumbs, filters, the count, the grid and the page links,
// with loading (while the next URL loads), empty and error states. On phones the filters fold into
// a "Filter and sort" bar (a <details>, so it works before hydration) and the active ones show as
// removable chips above the grid, so the first products are on the first screen; from 900 px the
// form is always open beside the grid.
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigation } from 'shared-router';
import { track } from 'shared-data';
import { formatNumber } from 'shared-ui';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';
import { Pagination } from '../../../components/pagination';
import { ProductGrid } from '../../../components/product-grid';
import { listingSearch, PAGE_SIZE } from '../../../lib/listing-plan';
import type { ListingData } from '../api/load-listing';
import { ListingFilters } from './listing-filters';
import { ActiveFilters, activeFilters } from './active-filters';

export interface ListingViewProps {
  data: ListingData;
  title: string;
  crumbs: Crumb[];
  intro?: ReactNode;
  listId: string;
}

export function ListingView({ data, title, crumbs, intro, listId }: ListingViewProps) {
  const navigation = useNavigation();
  const contentId = data.scope.kind === 'category' ? data.scope.category.slug : data.scope.kind === 'subcategory' ? data.scope.subcategory.id : null;
  useEffect(() => {
    // A category or subcategory page is content in its own right (docs/product-spec.md §7: view_content).
    if (contentId) track('view_content', { content_type: data.scope.kind, content_id: contentId, title });
  }, [contentId, data.scope.kind, title]);
  const loading = navigation.state === 'loading' && navigation.location.pathname === data.basePath;
  const from = (data.page - 1) * PAGE_SIZE + 1;
  const to = from + data.products.length - 1;
  // On a category or subcategory page the scope is in the path: the filters' URLs leave it out.
  const filterParams = data.scope.kind === 'all' ? data.params : { ...data.params, category: null, sub: null };
  const retrySearch = listingSearch(filterParams);
  const retryHref = retrySearch ? `${data.basePath}?${retrySearch}` : data.basePath;
  const categories = data.scope.kind === 'all' ? data.categories : undefined;
  const activeCount = activeFilters(data.params, categories).length;
  const filtered =
    data.params.min !== null ||
    data.params.max !== null ||
    data.params.inStock ||
    data.params.option !== null ||
    (data.scope.kind === 'all' && (data.params.category || data.params.sub));

  return (
    // data-build names the deployed build of this remote (monitoring, the deploy and canary journeys).
    <section className="page catalog-listing" data-remote="catalog" data-build={__BUILD_LABEL__}>
      <Breadcrumbs items={crumbs} />
      <h1>{title}</h1>
      {intro}
      <div className="catalog-listing__layout">
        <aside className="catalog-listing__filters" aria-label="Filters">
          <details className="listing-drawer">
            <summary className="listing-drawer__toggle">
              Filter and sort
              {activeCount > 0 ? <span className="listing-drawer__count"> ({activeCount} active)</span> : null}
            </summary>
            <ListingFilters basePath={data.basePath} params={filterParams} optionFacets={data.optionFacets} {...(categories ? { categories } : {})} />
          </details>
        </aside>
        <div className="catalog-listing__results" aria-busy={loading}>
          <ActiveFilters basePath={data.basePath} params={filterParams} optionFacets={data.optionFacets} {...(categories ? { categories } : {})} />
          <p className="catalog-listing__count" role="status">
            {loading
              ? 'Updating the results…'
              : data.error
                ? ''
                : data.total === 0
                  ? 'No products found.'
                  : `Showing ${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(data.total)} ${data.total === 1 ? 'product' : 'products'}`}
          </p>
          {data.notice ? <p className="catalog-notice">{data.notice}</p> : null}
          {data.error ? (
            <div className="catalog-error" role="alert">
              <p>{data.error}</p>
              <Link className="button" to={retryHref} reloadDocument>
                Try again
              </Link>
            </div>
          ) : data.products.length === 0 ? (
            <div className="catalog-empty">
              <p>{filtered ? 'No products match these filters.' : 'There are no products here yet.'}</p>
              {filtered ? (
                <Link className="button" to={data.basePath}>
                  Clear filters
                </Link>
              ) : (
                <Link className="button" to="/products">
                  See all products
                </Link>
              )}
            </div>
          ) : (
            <>
              {/* The cards' titles are level 3: the list gets its level-2 heading (for heading navigation). */}
              <h2 className="visually-hidden">Products</h2>
              <ProductGrid products={data.products} listId={listId} listName={title} label={`${title}, page ${data.page}`} firstScreen />
            </>
          )}
          <Pagination page={data.page} pageCount={data.pageCount} previousHref={data.previousHref} nextHref={data.nextHref} />
        </div>
      </div>
    </section>
  );
}
