// /products (All Products): every active product, filtered and sorted from the URL, paginated.
import { useLoaderData } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { loadListing, type ListingData } from '../features/listing/api/load-listing';
import { ListingView } from '../features/listing/components/listing-view';
import { listingSearch } from '../lib/listing-plan';
import { paths } from '../config/paths';
import '../styles/catalog.css';

function ProductsPage() {
  const data = useLoaderData() as ListingData;
  return (
    <ListingView
      data={data}
      title="All Products"
      listId="all-products"
      crumbs={[{ label: 'Home', href: '/' }, { label: 'All Products' }]}
    />
  );
}

const route: RouteModule<ListingData> = {
  loader: ({ context, request }) => loadListing(context, request, { kind: 'all' }, paths.products.path),
  Component: ProductsPage,
  meta: (data) => ({
    description: `Browse ${data.total} pieces of 925 hallmarked silver jewellery, with prices, stock and minimum order quantities.`,
    canonicalPath: paths.products.getHref(listingSearch(data.params)),
    ...(data.error ? { noindex: true } : {}),
  }),
};

export default route;
