// /admin/products/new and /admin/products/:productId: the product editor. A new product may start
// from a copy of another (`?from=<id>`, the Duplicate action); an existing one links to its page in
// the shop, and can be duplicated, archived or deleted.
import { data as response, Link, useRevalidator, useSearchParams } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { fetchCategoriesWithAttributes } from 'shared-data/admin';
import { PageHeader } from '../components/admin-frame/page-header';
import { ProductEditor } from '../features/products/components/product-editor';
import { ProductDangerZone } from '../features/products/components/product-danger-zone';
import { fetchAdminProduct } from '../lib/admin-products';
import { usePageState } from '../hooks/use-page-state';
import { requireDb } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

async function loader({ params, request, context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the catalogue');
  const id = params['productId'] ?? null;
  const from = id ? null : new URL(request.url).searchParams.get('from');
  const [product, copyOf, categories] = await Promise.all([
    id ? fetchAdminProduct(db, id) : null,
    from ? fetchAdminProduct(db, from) : null,
    // With their attributes: the editor offers those of the chosen category by type.
    fetchCategoriesWithAttributes(db),
  ]);
  if (id && !product) throw response(null, { status: 404 });
  return { product, copyOf, categories, origin: context.origin };
}

function ProductPage() {
  const { product, copyOf, categories, origin } = useRouteData<typeof loader>();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  // The page stays mounted from /new to the created product's address (the address says "created")
  // and from a product to /new?from=… by Duplicate: a message belongs to the address it was said at.
  const [saved, setMessage] = usePageState<string | null>(null);
  const message = saved ?? (product && searchParams.get('created') === '1' ? 'Product created.' : null);
  const title = product ? product.title : copyOf ? `New product from ${copyOf.sku}` : 'New product';
  const shopPath = product ? `/product/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}` : null;

  return (
    <section className="admin-page">
      <PageHeader
        routeId={product ? 'admin-product' : 'admin-product-new'}
        title={title}
        description={
          product ? (
            <>
              <span className={`admin-status admin-status--${product.status}`}>
                {product.status === 'active' ? 'Active' : product.status === 'draft' ? 'Draft' : 'Archived'}
              </span>{' '}
              SKU {product.sku}
            </>
          ) : undefined
        }
        actions={
          product ? (
            <>
              {shopPath ? (
                <a className="button" href={shopPath} target="_blank" rel="noopener noreferrer">
                  {product.status === 'active' ? 'View in the shop' : 'Preview in the shop'}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
              <Link className="button" to={routeHref('admin-product-new', {}, `from=${encodeURIComponent(product.id)}`)}>
                Duplicate
              </Link>
            </>
          ) : undefined
        }
      />
      {message ? (
        <p className="admin-alert admin-alert--success" role="status">
          {message}
        </p>
      ) : null}
      <ProductEditor
        // A new version (after a save, or "load theirs") starts a fresh form from it.
        key={product ? `${product.id}@${product.updatedAt ?? ''}` : `new-${copyOf?.id ?? ''}`}
        product={product}
        copyOf={copyOf}
        categories={categories}
        origin={origin}
        onSaved={async (text) => {
          // The form stays "Saving…" until the saved version is loaded, then says so.
          await revalidator.revalidate();
          setMessage(text);
        }}
        onReload={() => {
          setMessage(null);
          void revalidator.revalidate();
        }}
      />
      {product ? (
        <ProductDangerZone
          product={product}
          onChanged={(text) => {
            setMessage(text);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

export default defineRoute({ loader, Component: ProductPage });
