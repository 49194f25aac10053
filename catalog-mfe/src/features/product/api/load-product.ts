// The product page's data (routes/product-detail.tsx), loaded on demand: the server's render and a
// navigation in the browser run it, the first view (hydrated from the server's data) never carries
// it. The SKU finds the product; a missing or outdated slug (or a SKU in the wrong case) is a
// permanent redirect to the canonical URL, an unknown SKU a 404. A product with options (issue 40)
// opens on the variant `?variant=` names while it is on sale, else the default one. The picker sent
// without JavaScript (`?option.Size=8`, variant-picker.tsx) is a redirect to its variant's address.
import { data as response, redirect } from 'shared-router';
import {
  type AttributeDefinition,
  chosenOptionValues,
  closestVariant,
  defaultVariant,
  findVariant,
  type Product,
  type ProductSummary,
  type ProductVariant,
  type RemoteLoaderArgs,
  type Review,
} from 'shared-data';
import { fetchCategory } from 'shared-data/category-details';
import type { MarkdownTokens } from 'shared-ui/markdown-view';
import { paths } from '../../../config/paths';
import { productGroupJsonLd } from '../../../lib/product-json-ld';
import { fetchRelatedProducts } from '../../../lib/products';
import { fetchProductBySku, fetchProductForPreview } from './product-reads';
import { loadVariantPicker } from '../components/lazy-variant-picker';
import { fetchPublishedReviews } from '../../../lib/reviews';
import { sharedRead } from '../../../lib/shared-read';

export interface ProductData {
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
  /** A product with options: its JSON-LD as a ProductGroup (productGroupID, variesBy, hasVariant); null otherwise. */
  group: Record<string, unknown> | null;
  /** Its category's definitions of the attributes it states (labels, units, order); [] when it has none or they cannot be read. */
  attributeDefinitions: AttributeDefinition[];
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

export async function loadProduct({ params, context, request }: RemoteLoaderArgs): Promise<ProductData> {
  const sku = params['sku'] ?? '';
  if (!context.db) throw response(null, { status: 503 });
  const { db } = context;
  const shown = await sharedRead(context, `product:${sku}`, () => fetchProductBySku(db, sku));
  // An admin sees a draft or archived product as it would look (the shared read never holds it).
  const product = shown ?? (context.user?.admin ? await fetchProductForPreview(db, sku) : null);
  if (!product) throw response(null, { status: 404 });
  const preview = product.status === 'active' ? null : product.status;
  const canonicalPath = paths.product.getHref(product.sku, product.slug);
  const fields = new URL(request.url).searchParams;
  const named = fields.get('variant');
  const chosen = product.options.length && !named ? chosenOptionValues(product.options, fields) : null;
  const picked = chosen ? closestVariant(product.variants, chosen) : undefined;
  if (picked) throw redirect(paths.product.getHref(product.sku, product.slug, picked.sku), 303);
  const variant = product.options.length ? openingVariant(product.variants, named) : undefined;
  // The canonical address keeps the variant a link asked for.
  if (sku !== product.sku || params['slug'] !== product.slug)
    throw redirect(paths.product.getHref(product.sku, product.slug, named ? variant?.sku : undefined), 301);
  // A navigation in the browser fetches the options' picker alongside the reads below, not after
  // them; the server waits for it, so the picker is rendered in the page's HTML (lazy-variant-picker.ts).
  const picker = variant ? loadVariantPicker() : null;
  if (picker && context.server) await picker;
  else picker?.catch(() => undefined);
  const [related, definitions, reviews] = await Promise.all([
    sharedRead(context, `related:${product.id}`, () => fetchRelatedProducts(db, product)).catch(() => []),
    sharedRead(context, `category:${product.categorySlug}`, () => fetchCategory(db, product.categorySlug))
      .then((category) => category?.attributes ?? [])
      .catch(() => []),
    // A review change rewrites the product (its figures), which drops this shared read too.
    preview ? Promise.resolve([]) : sharedRead(context, `reviews:${product.id}`, () => fetchPublishedReviews(db, product.id)).catch(() => []),
  ]);
  const { markdownToText, prepareMarkdown } = await import('shared-ui/markdown');
  const canonicalUrl = absolute(context.origin, canonicalPath);
  const group = product.options.length ? productGroupJsonLd(product, canonicalUrl, (src) => absolute(context.origin, src)) : null;
  return {
    product,
    related,
    reviews,
    canonicalPath,
    canonicalUrl,
    summary: markdownToText(product.description).slice(0, 5000),
    descriptionTokens: prepareMarkdown(product.description),
    imageUrls: product.images.map((image) => absolute(context.origin, image.src)),
    preview,
    variantSku: variant?.sku ?? null,
    group,
    // Only those it states: the page carries no more than it shows.
    attributeDefinitions: definitions.filter((definition) => product.attributes[definition.key] !== undefined),
  };
}
