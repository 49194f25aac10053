// How an order's lines are priced and checked against the catalogue: the same reading of a product
// for placeOrder (a customer's checkout), createShopOrder (an order the shop enters) and editOrder
// (lines an admin adds). Prices, stock and minimum quantities are always the catalogue's, read in
// the caller's transaction; the caller decides which problems refuse the order.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  currentListPrice,
  type OrderIssue,
  type OrderIssueReason,
  type PriceBreakup,
  type PriceRule,
  type PriceTier,
  type PricingContext,
  readPriceBreakup,
  readPriceRule,
  readPriceTiers,
  CATEGORIES,
  type CategoryTax,
  cartLineKey,
  findVariant,
  readCategoryTax,
  readVariants,
  tierUnitPrice,
  toPaise,
  variantLabel,
} from 'shared-data/contracts';

export interface ProductRow {
  id: string;
  /** The variant's SKU (the product's own for a product without options). */
  sku: string;
  /** For a product with options: the variant sold (its SKU) and its option values ('7 / Rhodium'). */
  variantSku?: string;
  variantLabel?: string;
  title: string;
  price: number;
  stock: number;
  minOrderQty: number;
  image: { src: string; alt: string; width: number; height: number } | null;
  hsnCode: string;
  /** Grams per piece, or null when the product has none (weight-band shipping then quotes). */
  weightGrams: number | null;
  /** Its category's slug, whose GST (HSN code and rate) its lines take (withCategoryTax). */
  categorySlug?: string;
  /** Its GST rate in percent (its category's); absent: the settings' rate. */
  gstRate?: number;
  /** How the price is made: null or fixed for the stored price, metal for the silver rate's. */
  pricing: PriceRule | null;
  /** Wholesale price breaks by quantity ([] for none). */
  tiers: PriceTier[];
  /** The silver rate the price was made from (metal-priced products priced at the moment). */
  rateId?: string;
  /** How that price was made: one piece at the rate (metal-priced products priced at the moment). */
  breakup?: PriceBreakup;
}

/** A line as an order stores it (the price is the one in force when it was ordered). */
export interface OrderLine {
  productId: string;
  sku: string;
  /** The variant of a product with options (its SKU, as `sku`) and its option values. */
  variantSku?: string;
  variantLabel?: string;
  title: string;
  price: number;
  quantity: number;
  lineTotal: number;
  image: ProductRow['image'];
  hsnCode?: string;
  /** Its GST rate in percent when ordered (its category's); absent: the settings' rate. */
  gstRate?: number;
  weightGrams?: number;
  /** The list price before a wholesale break, when one applied. */
  listPrice?: number;
  /** The silver rate a metal-priced line was priced at. */
  rateId?: string;
  /** How a metal-priced line's list price was made: one piece at `rateId`'s rate (the invoice prints it). */
  breakup?: PriceBreakup;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key of an order line: the product, and the variant of a product with options (as a cart line's). */
export const lineKeyOf = (line: { productId: string; variantSku?: string | undefined }): string => cartLineKey(line);

/**
 * The product (for a product with options, the variant with `variantSku`) as an order may use it, or
 * null when it cannot be ordered: gone, not active, no price, a variant it no longer has or does not
 * sell, no variant named for a product with options, or a variant named for one without.
 */
export function productRow(snapshot: DocumentSnapshot, variantSku?: string): ProductRow | null {
  if (!snapshot.exists || snapshot.get('status') !== 'active') return null;
  const price = snapshot.get('price');
  const stock = snapshot.get('stock');
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || typeof stock !== 'number') return null;
  const images = snapshot.get('images');
  const cover = Array.isArray(images) && images.length > 0 && isRecord(images[0]) ? images[0] : null;
  const moq = snapshot.get('minOrderQty');
  const weight = snapshot.get('attributes.weightGrams');
  const sku = String(snapshot.get('sku') ?? snapshot.id.toUpperCase());
  const ownWeight = typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : null;
  const data = (snapshot.data() ?? {}) as Record<string, unknown>;
  const { options, variants } = readVariants(data, { sku, price, mrp: null, stock: Math.max(0, Math.floor(stock)), weightGrams: ownWeight });
  const variant = options.length ? findVariant(variants, variantSku) : variantSku && variantSku.toLowerCase() !== sku.toLowerCase() ? null : variants[0];
  if (!variant || variant.status !== 'active') return null;
  const picture = variant.images[0] ?? (cover && typeof cover['src'] === 'string' ? cover : null);
  return {
    id: snapshot.id,
    sku: variant.sku,
    ...(options.length ? { variantSku: variant.sku, variantLabel: variantLabel(options, variant) } : {}),
    title: String(snapshot.get('title') ?? snapshot.id),
    ...(typeof snapshot.get('categorySlug') === 'string' ? { categorySlug: String(snapshot.get('categorySlug')) } : {}),
    price: variant.price,
    stock: variant.stock,
    minOrderQty: typeof moq === 'number' && moq >= 1 ? Math.floor(moq) : 1,
    hsnCode: typeof snapshot.get('hsnCode') === 'string' ? String(snapshot.get('hsnCode')) : '',
    weightGrams: variant.weightGrams ?? ownWeight,
    pricing: readPriceRule(snapshot.get('pricing')),
    tiers: readPriceTiers(snapshot.get('priceTiers')),
    image: picture
      ? {
          src: String(picture['src']),
          alt: typeof picture['alt'] === 'string' ? picture['alt'] : '',
          width: typeof picture['width'] === 'number' ? picture['width'] : 600,
          height: typeof picture['height'] === 'number' ? picture['height'] : 600,
        }
      : null,
  };
}

/** Every category's GST (HSN code and rate), by slug: read with the settings, outside an order's transaction. */
export async function readCategoryTaxes(db: Firestore): Promise<Map<string, CategoryTax>> {
  const snapshot = await db.collection(CATEGORIES).select('tax').get();
  const taxes = new Map<string, CategoryTax>();
  for (const category of snapshot.docs) {
    const tax = readCategoryTax(category.get('tax'));
    if (tax) taxes.set(category.id, tax);
  }
  return taxes;
}

/** The row with its category's GST: the rate, and the HSN code unless the product has its own. */
export function withCategoryTax(row: ProductRow | null, taxes: ReadonlyMap<string, CategoryTax>): ProductRow | null {
  const tax = row?.categorySlug ? taxes.get(row.categorySlug) : undefined;
  if (!row || !tax) return row;
  return { ...row, hsnCode: row.hsnCode || tax.hsnCode, gstRate: tax.ratePercent };
}

/** How a line's product is named to the customer: its title, and the variant's values when it has options. */
export const rowName = (row: Pick<ProductRow, 'title' | 'variantLabel'>): string => (row.variantLabel ? `${row.title} (${row.variantLabel})` : row.title);

/**
 * The row priced now: a metal-priced product's list price from the rate in force (never its stored
 * price, which a rate change may be rewriting at this moment), any other product's as stored.
 */
export function pricedNow(row: ProductRow | null, context: PricingContext): ProductRow | null {
  if (!row) return null;
  const { price, breakup } = currentListPrice(row, context);
  return breakup ? { ...row, price, rateId: breakup.rateId, breakup } : row;
}

/** A new line at the catalogue's price now: the list price less the wholesale break `quantity` reaches. */
export function catalogueLineOf(row: ProductRow, quantity: number): OrderLine {
  const price = tierUnitPrice(row.price, row.tiers, quantity);
  return { ...orderLineOf(row, quantity, price), ...(price !== row.price ? { listPrice: row.price } : {}) };
}

/** The stored line for `quantity` of a product at `price` (the catalogue's unless the order already holds one). */
export function orderLineOf(row: ProductRow, quantity: number, price = row.price): OrderLine {
  return {
    productId: row.id,
    sku: row.sku,
    ...(row.variantSku ? { variantSku: row.variantSku, variantLabel: row.variantLabel ?? '' } : {}),
    title: row.title,
    price,
    quantity,
    lineTotal: toPaise(price * quantity) / 100,
    image: row.image,
    // The invoice prints it as it was when ordered.
    ...(row.hsnCode ? { hsnCode: row.hsnCode } : {}),
    ...(row.gstRate !== undefined ? { gstRate: row.gstRate } : {}),
    ...(row.weightGrams !== null ? { weightGrams: row.weightGrams } : {}),
    ...(row.rateId ? { rateId: row.rateId } : {}),
    ...(row.breakup ? { breakup: row.breakup } : {}),
  };
}

/**
 * A line the order holds already, at a new quantity: its price stays, and with it how that price was
 * made (the list price before a wholesale break, the silver rate and its breakup).
 */
export function keptLineOf(row: ProductRow, quantity: number, existing: OrderLine): OrderLine {
  const { listPrice, rateId, breakup } = existing;
  return {
    // The line keeps the GST rate it was ordered with (none: the settings' rate, as then).
    ...orderLineOf({ ...row, rateId: undefined, breakup: undefined, gstRate: existing.gstRate }, quantity, existing.price),
    // And the option values it was ordered with.
    ...(existing.variantLabel !== undefined ? { variantLabel: existing.variantLabel } : {}),
    ...(listPrice !== undefined ? { listPrice } : {}),
    ...(rateId ? { rateId } : {}),
    ...(breakup ? { breakup } : {}),
  };
}

/**
 * Checks requested quantities against the products: unavailable products, quantities below the
 * minimum, stock that does not cover them (`available` adds back what the order already holds,
 * for an edit). Availability and quantity problems come first: they need the cart changed.
 */
export function quantityIssues(
  requests: ReadonlyArray<{ productId: string; variantSku?: string | undefined; quantity: number }>,
  rows: ReadonlyArray<ProductRow | null>,
  { held = new Map<string, number>(), checkMinimum = true }: { held?: ReadonlyMap<string, number>; checkMinimum?: boolean } = {},
): OrderIssue[] {
  const issues: OrderIssue[] = [];
  requests.forEach((request, index) => {
    const row = rows[index];
    const variant = request.variantSku ? { variantSku: request.variantSku } : {};
    if (!row) {
      issues.push({ reason: 'unavailable', productId: request.productId, ...variant });
      return;
    }
    const available = row.stock + (held.get(lineKeyOf(request)) ?? 0);
    const name = rowName(row);
    if (checkMinimum && request.quantity < row.minOrderQty) {
      issues.push({ reason: 'below-minimum', productId: row.id, ...variant, title: name, minOrderQty: row.minOrderQty });
    } else if (available === 0) {
      issues.push({ reason: 'out-of-stock', productId: row.id, ...variant, title: name, available: 0 });
    } else if (available < request.quantity) {
      issues.push({ reason: 'insufficient-stock', productId: row.id, ...variant, title: name, available });
    }
  });
  return sortIssues(issues);
}

const ISSUE_ORDER: OrderIssueReason[] = ['unavailable', 'below-minimum', 'out-of-stock', 'insufficient-stock', 'price-changed'];
export const sortIssues = (issues: OrderIssue[]): OrderIssue[] => issues.sort((a, b) => ISSUE_ORDER.indexOf(a.reason) - ISSUE_ORDER.indexOf(b.reason));

/** Lines stored on an order document, for an edit or a credit note. */
export function storedLines(items: unknown): OrderLine[] {
  return (Array.isArray(items) ? items : []).filter(isRecord).map((item) => ({
    productId: String(item['productId'] ?? ''),
    sku: String(item['sku'] ?? ''),
    ...(typeof item['variantSku'] === 'string' && item['variantSku'] ? { variantSku: item['variantSku'] } : {}),
    ...(typeof item['variantLabel'] === 'string' && item['variantLabel'] ? { variantLabel: item['variantLabel'] } : {}),
    title: String(item['title'] ?? ''),
    price: Number(item['price']) || 0,
    quantity: Number(item['quantity']) || 0,
    lineTotal: Number(item['lineTotal']) || 0,
    image: isRecord(item['image']) ? (item['image'] as OrderLine['image']) : null,
    ...(typeof item['hsnCode'] === 'string' && item['hsnCode'] ? { hsnCode: item['hsnCode'] } : {}),
    ...(typeof item['gstRate'] === 'number' ? { gstRate: item['gstRate'] } : {}),
    ...(typeof item['weightGrams'] === 'number' ? { weightGrams: item['weightGrams'] } : {}),
    ...(typeof item['listPrice'] === 'number' ? { listPrice: item['listPrice'] } : {}),
    ...(typeof item['rateId'] === 'string' ? { rateId: item['rateId'] } : {}),
    ...breakupOf(item['breakup']),
  }));
}

function breakupOf(value: unknown): { breakup?: PriceBreakup } {
  const breakup = readPriceBreakup(value);
  return breakup ? { breakup } : {};
}
