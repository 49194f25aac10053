// /product/:sku/:slug? (Product Details). The SKU finds the product; a missing or outdated slug
// (or a SKU in the wrong case) is a permanent redirect to the canonical URL, an unknown SKU a 404.
// The server-rendered page carries the title, price, description, Open Graph tags, the canonical
// link and Product JSON-LD. The product's own search listing (seo), when the admin set one, is the
// page title, meta description and social image; the JSON-LD keeps the product's real name and text.
// A product with options (issue 40) opens on the variant `?variant=SKU` names (else the default one),
// server-rendered; choosing another replaces the URL's, and its JSON-LD is a ProductGroup.
import { useEffect, useState } from 'react';
import { data as response, Link, redirect, useLocation, useNavigate } from 'shared-router';
import {
  defaultVariant,
  defineRoute,
  findVariant,
  productPageDescription,
  ratingLabel,
  useRouteData,
  track,
  type Product,
  type ProductSummary,
  type RemoteLoaderArgs,
  type ProductVariant,
  type Review,
  variantLabel,
} from 'shared-data';
import { AuthCartSync, formatNumber, safeImageSrc, StarRating } from 'shared-ui';
import { MarkdownView, type MarkdownTokens } from 'shared-ui/markdown-view';
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
import { VariantPicker } from '../features/product/components/variant-picker';
import { analyticsItem } from '../lib/analytics';
import { offerJsonLd, productGroupJsonLd } from '../lib/product-json-ld';
import { fetchProductBySku, fetchProductForPreview, fetchRelatedProducts } from '../lib/products';
import { fetchPublishedReviews } from '../lib/reviews';
import '../styles/catalog.css';
import { sharedRead } from '../lib/shared-read';

interface ProductData {
  product: Product;
  related: ProductSummary[];
  /** The newest published reviews (the product's rating counts all of them). */
  reviews: Review[];
  canonicalPath: string;
  canonicalUrl: string;
  /** Plain text of the description, for the meta description and JSON-LD. */
  summary: string;
  /** The description lexed where the loader runs, so hydrating the page does not load the Markdown parser. */
  descriptionTokens: MarkdownTokens;
  /** Absolute image URLs (JSON-LD and Open Graph need absolute ones). */
  imageUrls: string[];
  /** An admin previewing a product shoppers cannot see (draft or archived); null for everyone else. */
  preview: 'draft' | 'archived' | null;
  /** A product with options: the variant the page opens on (`?variant=`, else the default); null otherwise. */
  variantSku: string | null;
}

/** The variant `?variant=` names while it is on sale, else the one the page opens on. */
function openingVariant(variants: readonly ProductVariant[], sku: string | null): ProductVariant | undefined {
  const named = findVariant(variants, sku);
  return named?.status === 'active' ? named : defaultVariant(variants);
}

function absolute(origin: string, src: string): string {
  try {
    return new URL(src, origin).href;
  } catch {
    return src;
  }
}

function ProductDetailPage() {
  const { product, related, reviews, canonicalUrl, preview, descriptionTokens, variantSku } = useRouteData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  // The shopper's choice shows at once; the URL (and the loader's data) follow.
  const [picked, setPicked] = useState<{ from: string | null; sku: string } | null>(null);
  const variant = product.options.length
    ? (findVariant(product.variants, picked?.from === variantSku ? picked.sku : variantSku) ?? openingVariant(product.variants, null))
    : undefined;
  // The product as the chosen variant sells it (a product without options is shown as it is).
  const shown = variant ? { ...product, sku: variant.sku, price: variant.price, mrp: variant.mrp, stock: variant.stock } : product;
  const label = variant ? variantLabel(product.options, variant) : '';
  const images = variant?.images.length ? variant.images : product.images;

  const choose = (next: ProductVariant) => {
    setPicked({ from: variantSku, sku: next.sku });
    const search = new URLSearchParams(location.search);
    search.set('variant', next.sku);
    navigate({ search: `?${search}` }, { replace: true, preventScrollReset: true });
  };

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
          {variant ? <VariantPicker options={product.options} variants={product.variants} chosen={variant} onChoose={choose} /> : null}
          <StockStatus stock={shown.stock} />
          <AddToCartForm key={variant?.sku} product={shown} variantSku={variant?.sku} label={label} />
          <EnquiryActions
            product={variant ? { ...shown, title: `${product.title} (${label})` } : product}
            canonicalUrl={variant ? `${canonicalUrl}?variant=${encodeURIComponent(variant.sku)}` : canonicalUrl}
          />
          <h2 className="product-detail__heading">Specifications</h2>
          <ProductAttributes
            product={
              variant ? { ...shown, attributes: { ...product.attributes, weightGrams: variant.weightGrams ?? product.attributes.weightGrams } } : product
            }
          />
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

async function loader({ params, context, request }: RemoteLoaderArgs): Promise<ProductData> {
  const sku = params['sku'] ?? '';
  if (!context.db) throw response(null, { status: 503 });
  const { db } = context;
  const shown = await sharedRead(context, `product:${sku}`, () => fetchProductBySku(db, sku));
  // An admin sees a draft or archived product as it would look (the shared read never holds it).
  const product = shown ?? (context.user?.admin ? await fetchProductForPreview(db, sku) : null);
  if (!product) throw response(null, { status: 404 });
  const preview = product.status === 'active' ? null : product.status;
  const canonicalPath = paths.product.getHref(product.sku, product.slug);
  const named = new URL(request.url).searchParams.get('variant');
  const variant = product.options.length ? openingVariant(product.variants, named) : undefined;
  // The canonical address keeps the variant a link asked for.
  if (sku !== product.sku || params['slug'] !== product.slug)
    throw redirect(paths.product.getHref(product.sku, product.slug, named ? variant?.sku : undefined), 301);
  const [related, reviews] = await Promise.all([
    sharedRead(context, `related:${product.id}`, () => fetchRelatedProducts(db, product)).catch(() => []),
    // A review change rewrites the product (its figures), which drops this shared read too.
    preview ? Promise.resolve([]) : sharedRead(context, `reviews:${product.id}`, () => fetchPublishedReviews(db, product.id)).catch(() => []),
  ]);
  const { markdownToText, prepareMarkdown } = await import('shared-ui/markdown');
  return {
    product,
    related,
    reviews,
    canonicalPath,
    canonicalUrl: absolute(context.origin, canonicalPath),
    summary: markdownToText(product.description).slice(0, 5000),
    descriptionTokens: prepareMarkdown(product.description),
    imageUrls: product.images.map((image) => absolute(context.origin, image.src)),
    preview,
    variantSku: variant?.sku ?? null,
  };
}

export default defineRoute({
  loader,
  Component: ProductDetailPage,
  title: (data) => data.product.seo.title || data.product.title,
  meta: (data) => {
    const { product } = data;
    const group = product.options.length > 0;
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
          ...(group
            ? productGroupJsonLd(product, data.canonicalUrl, (src) => absolute(data.canonicalUrl, src))
            : { offers: offerJsonLd(data.canonicalUrl, product.price, product.stock, product.minOrderQty) }),
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
              item: absolute(new URL(data.canonicalUrl).origin, paths.category.getHref(product.categorySlug)),
            },
            { '@type': 'ListItem', position: 2, name: product.title, item: data.canonicalUrl },
          ],
        },
      ],
    };
  },
});
