// /subcategory/:catId — the products of one subcategory (`${categorySlug}--${subSlug}`), filtered
// and sorted like /products. An unknown id is a 404 page with HTTP 404.
import { data as response } from 'shared-router';
import { defineRoute, useRouteData, type CategoryInfo, type RemoteLoaderArgs, type SubcategoryInfo } from 'shared-data';
import { fetchSubcategory } from 'shared-data/category-details';
import { paths } from '../config/paths';
import { loadListing, type ListingData } from '../features/listing/api/load-listing';
import { ListingView } from '../features/listing/components/listing-view';
import { listingSearch } from '../lib/listing-plan';
import '../styles/catalog.css';

interface SubcategoryRouteData {
  category: CategoryInfo;
  subcategory: SubcategoryInfo;
  listing: ListingData;
}

function SubcategoryPage() {
  const { category, subcategory, listing } = useRouteData<typeof loader>();
  return (
    <ListingView
      data={listing}
      title={subcategory.name}
      listId={`subcategory-${subcategory.id}`}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Categories', href: paths.categories.getHref() },
        { label: category.name, href: paths.category.getHref(category.slug) },
        { label: subcategory.name },
      ]}
    />
  );
}

async function loader({ params, context, request }: RemoteLoaderArgs): Promise<SubcategoryRouteData> {
  const id = params['catId'] ?? '';
  if (!context.db) throw response(null, { status: 503 });
  const found = await fetchSubcategory(context.db, id);
  if (!found) throw response(null, { status: 404 });
  const listing = await loadListing(context, request, { kind: 'subcategory', ...found }, paths.subcategory.getHref(found.subcategory.id));
  return { ...found, listing };
}

export default defineRoute({
  loader,
  Component: SubcategoryPage,
  title: (data) => `${data.subcategory.name} — ${data.category.name}`,
  meta: (data) => ({
    description: `${data.subcategory.name} from our ${data.category.name.toLowerCase()} range: ${data.listing.total} designs in 925 hallmarked silver.`,
    canonicalPath: paths.subcategory.getHref(data.subcategory.id, listingSearch({ ...data.listing.params, category: null, sub: null })),
  }),
});
