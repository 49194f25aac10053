// /admin/products/import: products from a CSV file, checked before anything is written, then
// imported in chunks with progress (see ProductImport).
import { defineRoute, fetchCategories, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { ProductImport } from '../features/products/components/product-import';

async function loader({ context }: RemoteLoaderArgs) {
  return { categories: context.db ? await fetchCategories(context.db).catch(() => []) : [] };
}

function ProductsImportPage() {
  const { categories } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-products-import" title="Import products" description="Create and update products from a CSV file." />
      {categories.length ? (
        <ProductImport categories={categories} />
      ) : (
        <p className="admin-alert admin-alert--error">The categories could not be loaded, so the rows cannot be checked. Reload the page.</p>
      )}
    </section>
  );
}

export default defineRoute({ loader, Component: ProductsImportPage });
