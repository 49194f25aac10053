// /products (All Products): every active product, filtered and sorted from the URL, paginated.
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { loadListing } from '../features/listing/api/load-listing';
import { ListingView } from '../features/listing/components/listing-view';
import { listingSearch } from '../lib/listing-plan';
import { paths } from '../config/paths';
import '../styles/catalog.css';

const loader = ({ context, request }: RemoteLoaderArgs) => loadListing(context, request, { kind: 'all' }, paths.products.path);

function ProductsPage() {
  const data = useRouteData<typeof loader>();
  return <ListingView data={data} title="All Products" listId="all-products" crumbs={[{ label: 'Home', href: '/' }, { label: 'All Products' }]} />;
}

export default defineRoute({
  loader,
  Component: ProductsPage,
  meta: (data) => ({
    description: `Browse ${data.total} pieces of 925 hallmarked silver jewellery, with prices, stock and minimum order quantities.`,
    canonicalPath: paths.products.getHref(listingSearch(data.params)),
    ...(data.error ? { noindex: true } : {}),
  }),
});
