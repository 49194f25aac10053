// /category (every category with its image and count) and /category/:slug (that category's
// products, filtered and sorted like /products). An unknown slug is a 404 page with HTTP 404.
import { data as response, Link } from 'shared-router';
import { defineRoute, fetchCategories, useRouteData, type CategoryInfo, type RemoteLoaderArgs } from 'shared-data';
import { fetchCategory } from 'shared-data/category-details';
import { formatNumber } from 'shared-ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductImage } from '../components/product-image';
import { paths } from '../config/paths';
import { CATALOGUE_UNAVAILABLE, loadListing, type ListingData } from '../features/listing/api/load-listing';
import { ListingView } from '../features/listing/components/listing-view';
import { listingSearch } from '../lib/listing-plan';
import '../styles/catalog.css';
import { sharedRead } from '../lib/shared-read';

type CategoryRouteData =
  { kind: 'index'; categories: CategoryInfo[]; error: string | null } | { kind: 'listing'; listing: ListingData; category: CategoryInfo };

function CategoryIndex({ categories, error }: { categories: CategoryInfo[]; error: string | null }) {
  return (
    <section className="page catalog-categories">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <h1>Categories</h1>
      {error ? (
        <p className="catalog-error" role="alert">
          {error}
        </p>
      ) : categories.length === 0 ? (
        <p className="catalog-empty">There are no categories yet.</p>
      ) : (
        <ul className="category-grid">
          {categories.map((category, index) => (
            <li key={category.slug} className="category-card">
              <Link to={paths.category.getHref(category.slug)} className="category-card__link">
                <ProductImage
                  image={category.image}
                  alt=""
                  eager={index < 4}
                  priority={index === 0}
                  sizes="(max-width: 599px) 100vw, 300px"
                  className="category-card__image"
                />
                <span className="category-card__name">{category.name}</span>
                <span className="category-card__count">
                  {formatNumber(category.productCount)} {category.productCount === 1 ? 'product' : 'products'}
                </span>
              </Link>
              {category.subcategories.length > 0 ? (
                <ul className="category-card__subs" aria-label={`${category.name} subcategories`}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <Link to={paths.subcategory.getHref(sub.id)}>
                        {sub.name} <span className="category-card__sub-count">({sub.productCount})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryPage() {
  const data = useRouteData<typeof loader>();
  if (data.kind === 'index') return <CategoryIndex categories={data.categories} error={data.error} />;
  const { category, listing } = data;
  return (
    <ListingView
      data={listing}
      title={category.name}
      listId={`category-${category.slug}`}
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Categories', href: paths.categories.getHref() }, { label: category.name }]}
      intro={
        <>
          {category.description ? <p className="catalog-listing__intro">{category.description}</p> : null}
          {category.subcategories.length > 0 ? (
            <nav aria-label={`${category.name} subcategories`} className="subcategory-links">
              <ul>
                {category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <Link className="chip" to={paths.subcategory.getHref(sub.id)}>
                      {sub.name} ({sub.productCount})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      }
    />
  );
}

async function loader({ params, context, request }: RemoteLoaderArgs): Promise<CategoryRouteData> {
  const slug = params['slug'];
  if (!slug) {
    if (!context.db) return { kind: 'index', categories: [], error: CATALOGUE_UNAVAILABLE };
    try {
      const { db } = context;
      return { kind: 'index', categories: await sharedRead(context, 'categories', () => fetchCategories(db)), error: null };
    } catch {
      return { kind: 'index', categories: [], error: CATALOGUE_UNAVAILABLE };
    }
  }
  const category = context.db ? await fetchCategory(context.db, slug) : null;
  if (!category) {
    if (!context.db) throw response(null, { status: 503 });
    throw response(null, { status: 404 });
  }
  const listing = await loadListing(context, request, { kind: 'category', category }, paths.category.getHref(category.slug));
  return { kind: 'listing', listing, category };
}

export default defineRoute({
  loader,
  Component: CategoryPage,
  title: (data) => (data.kind === 'listing' ? data.category.name : undefined),
  meta: (data) =>
    data.kind === 'index'
      ? { description: 'Every category of our 925 silver jewellery catalogue, with the number of designs in each.', canonicalPath: paths.categories.getHref() }
      : {
          description: data.category.description || `${data.category.name} in 925 hallmarked silver: ${data.listing.total} designs.`,
          canonicalPath: paths.category.getHref(data.category.slug, listingSearch({ ...data.listing.params, category: null, sub: null })),
          ...(data.category.image ? { image: data.category.image.src } : {}),
        },
});
