// /product/:sku/:slug? (Product Details). Its data (the product, related products, reviews, the
// canonical redirect, a 404 for an unknown SKU) comes from features/product/api/load-product.ts.
// The server-rendered page carries the title, price, description, Open Graph tags, the canonical
// link and Product JSON-LD. The product's own search listing (seo), when the admin set one, is the
// page title, meta description and social image; the JSON-LD keeps the product's real name and text.
// A product with options (issue 40) opens on the variant `?variant=SKU` names (else the default one),
// server-rendered; choosing another replaces the URL's, and its JSON-LD is a ProductGroup.
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigation } from 'shared-router';
import { defineRoute, findVariant, productPageDescription, ratingLabel, useRouteData, track, type RemoteLoaderArgs, variantLabel } from 'shared-data';
import { AuthCartSync, formatNumber, safeImageSrc, StarRating } from 'shared-ui';
import { MarkdownView } from 'shared-ui/markdown-view';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductGrid } from '../components/product-grid';
import { ProductPrice } from '../components/product-price';
import { StockStatus } from '../components/stock-status';
import { paths } from '../config/paths';
import { AddToCartForm } from '../features/product/components/add-to-cart-form';
import { EnquiryActions } from '../features/product/components/enquiry-actions';
import { ProductAttributes } from '../features/product/components/product-attributes';
import { PriceBreakupTable, PriceTiersTable } from '../components/price-breakup';
import { ProductGallery } from '../features/product/components/product-gallery';
import { ProductReviews } from '../features/product/components/product-reviews';
import { VariantPicker } from '../features/product/components/lazy-variant-picker';
import { analyticsItem } from '../lib/analytics';
import type { ProductData } from '../features/product/api/load-product';
import '../styles/catalog.css';

function ProductDetailPage() {
  const { product, related, reviews, canonicalUrl, preview, descriptionTokens, variantSku, attributeDefinitions } = useRouteData<typeof loader>();
  // The variant the URL names while it is on sale (one just chosen in variant-picker.tsx at once,
  // while the URL's change is still loading), else the one the loader opened on.
  const location = useLocation();
  const pending = useNavigation().location;
  const { search } = pending?.pathname === location.pathname ? pending : location;
  const named = findVariant(product.variants, new URLSearchParams(search).get('variant'));
  const variant = !product.options.length ? null : named?.status === 'active' ? named : findVariant(product.variants, variantSku);
  // The product as the chosen variant sells it (a product without options is shown as it is).
  const shown = variant ? { ...product, sku: variant.sku, price: variant.price, mrp: variant.mrp, stock: variant.stock } : product;
  const label = variant ? variantLabel(product.options, variant) : '';
  const images = variant?.images.length ? variant.images : product.images;

  // Once per product, not again for each variant chosen.
  const viewed = product.id;
  useEffect(() => {
    track('view_item', { currency: 'INR', value: shown.price, items: [analyticsItem(shown, 1)] });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewed]);

  return (
    <article className="page product-detail">
      {preview ? (
        <p className="product-detail__preview" role="status">
          Preview: this product is {preview === 'draft' ? 'a draft' : 'archived'}, so shoppers cannot see this page. Only administrators can.
        </p>
      ) : null}
      {/* The shell loads the cart too; this covers hosts without it (the instances agree). */}
      <AuthCartSync />
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: product.category, href: paths.category.getHref(product.categorySlug) },
          ...(product.subCategoryId ? [{ label: product.subCategory, href: paths.subcategory.getHref(product.subCategoryId) }] : []),
          { label: product.title },
        ]}
      />
      <div className="product-detail__layout">
        <ProductGallery key={images === product.images ? '' : variant?.sku} images={images} title={product.title} />
        <div className="product-detail__info">
          <h1 className="product-detail__title">{product.title}</h1>
          <p className="product-detail__sku">SKU {shown.sku}</p>
          {product.rating ? (
            <p className="product-detail__rating">
              <StarRating value={product.rating.average} label={ratingLabel(product.rating)} />
              <a href="#reviews">
                {formatNumber(product.rating.count)} {product.rating.count === 1 ? 'review' : 'reviews'}
              </a>
            </p>
          ) : null}
          <ProductPrice price={shown.price} mrp={shown.mrp} className="product-detail__price" />
          {product.priceTiers?.length ? <PriceTiersTable price={shown.price} tiers={product.priceTiers} minOrderQty={product.minOrderQty} /> : null}
          {variant ? (
            <Suspense>
              <VariantPicker options={product.options} variants={product.variants} chosen={variant} />
            </Suspense>
          ) : null}
          <StockStatus stock={shown.stock} />
          <AddToCartForm key={variant?.sku} product={shown} variantSku={variant?.sku} label={label} />
          <EnquiryActions product={shown} canonicalUrl={canonicalUrl} />
          <h2 className="product-detail__heading">Specifications</h2>
          <ProductAttributes product={shown} definitions={attributeDefinitions} />
          {/* Made for the product's own price: shown only while the chosen variant has that price. */}
          {product.priceBreakup && shown.price === product.price ? <PriceBreakupTable breakup={product.priceBreakup} /> : null}
        </div>
      </div>
      <section className="product-detail__description" aria-labelledby="product-description">
        <h2 id="product-description">Description</h2>
        <MarkdownView tokens={descriptionTokens} topHeadingLevel={3} />
      </section>
      {preview ? null : <ProductReviews productId={product.id} productTitle={product.title} rating={product.rating ?? null} reviews={reviews} />}
      {related.length > 0 ? (
        <section className="product-detail__related" aria-labelledby="related-products">
          <h2 id="related-products">More {product.subCategory || product.category}</h2>
          <ProductGrid
            products={related}
            listId={`related-${product.subCategoryId}`}
            listName={`Related: ${product.subCategory || product.category}`}
            label="Related products"
          />
          {product.subCategoryId ? (
            <p>
              <Link to={paths.subcategory.getHref(product.subCategoryId)}>See all {product.subCategory}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}

// The loader's code (the reads, redirects and JSON-LD it makes) loads only when it runs: on the
// server, and in the browser on a navigation to a product, never for the page's first view.
const loader = (args: RemoteLoaderArgs): Promise<ProductData> => import('../features/product/api/load-product').then((module) => module.loadProduct(args));

export default defineRoute({
  loader,
  Component: ProductDetailPage,
  title: (data) => data.product.seo.title || data.product.title,
  meta: (data) => {
    const { product, group } = data;
    const image = (product.seo.image ? safeImageSrc(product.seo.image) : undefined) ?? product.images[0]?.src;
    return {
      description: product.seo.description || productPageDescription(product, data.summary),
      canonicalPath: data.canonicalPath,
      ...(data.preview ? { noindex: true } : {}),
      type: 'product',
      ...(image ? { image } : {}),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': group ? 'ProductGroup' : 'Product',
          name: product.title,
          ...(group ? {} : { sku: product.sku }),
          description: data.summary,
          image: data.imageUrls,
          category: product.subCategory ? `${product.category} > ${product.subCategory}` : product.category,
          url: data.canonicalUrl,
          ...(group ?? {
            offers: {
              '@type': 'Offer',
              url: data.canonicalUrl,
              priceCurrency: 'INR',
              price: product.price,
              availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.minOrderQty },
            },
          }),
          ...(product.rating
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.rating.average,
                  reviewCount: product.rating.count,
                  bestRating: 5,
                  worstRating: 1,
                },
                review: data.reviews.map((review) => ({
                  '@type': 'Review',
                  name: review.title,
                  reviewBody: review.text,
                  author: { '@type': 'Person', name: review.authorName },
                  ...(review.createdAt ? { datePublished: review.createdAt.slice(0, 10) } : {}),
                  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
                })),
              }
            : {}),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: product.category,
              item: new URL(paths.category.getHref(product.categorySlug), data.canonicalUrl).href,
            },
            { '@type': 'ListItem', position: 2, name: product.title, item: data.canonicalUrl },
          ],
        },
      ],
    };
  },
});
