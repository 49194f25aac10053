// The large data set, on request (`npm run backend -- --seed large`) and for the benchmarks: by
// default 10,000 products in 20 categories, 2,000 customers, 5,000 orders over the last 30 days and
// a review on every fifth product — with what the functions and triggers would have derived
// written alongside (search keywords, category counts, each customer's figures, the dashboard's
// `salesDaily` counters), and the analytics of 500,000 storefront events over 90 days rolled up as
// the scheduled function would (large-analytics.ts), so the documents are consistent without any trigger firing: the set is
// written before the Functions emulator registers its triggers. Deterministic (a seeded generator);
// the dates are relative to `now`.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { computeCategoryCounts } from '../../functions/src/category-counts';
import { addToSalesDays, customerValueOf, filterValuesOf, indianDay, rollUpVariants, type OrderStatus, type SalesDay, takingsOf } from 'shared-data/contracts';
import { createRandom } from './prng';
import { buildSearchKeywords } from './search-keywords';
import { PLATINGS as DEMO_PLATINGS } from './seed-variants';
import type { SeedOption, SeedVariant } from './types';
import { largeAnalyticsDocuments } from './large-analytics';

export interface LargeDataSetSize {
  products: number;
  categories: number;
  customers: number;
  orders: number;
  /** Storefront events rolled up into `analyticsDaily` over `analyticsDays` days (none when absent). */
  events?: number;
  analyticsDays?: number;
  /**
   * Variants per product (issue 40), in sizes; every hundredth product has 30 instead (six sizes in
   * five platings, a colour option). Absent or below 2: products come one way.
   */
  variants?: number;
}

export const LARGE_DATA_SET: LargeDataSetSize = {
  products: 10_000,
  categories: 20,
  customers: 2_000,
  orders: 5_000,
  events: 500_000,
  analyticsDays: 90,
  variants: 5,
};

const STATUSES: readonly OrderStatus[] = ['pending_confirmation', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'];
const KINDS = ['ring', 'chain', 'jhumka', 'anklet', 'bangle'];
const BATCH = 400;
const DAY_MS = 86_400_000;

export const largeProductId = (i: number) => `scl-${String(i).padStart(5, '0')}`;
export const largeCategory = (i: number, categories = LARGE_DATA_SET.categories) => {
  const n = i % categories;
  return { slug: `scale-cat-${n}`, name: `Scale category ${n}` };
};

const SIZES = ['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16'];
// The demo's platings and two more: five, so six sizes in each make 30 variants.
const PLATINGS = [...DEMO_PLATINGS, { value: 'Rose gold', swatch: '#B76E79', code: 'RG' }, { value: 'Oxidised', swatch: '#4A4A4A', code: 'OX' }];
/** Which products of the set have 30 variants (the product page's heaviest case). */
export const hasThirtyVariants = (i: number) => i % 100 === 7;

/**
 * A product's options and variants, made from its index and its own price and stock alone (no draw
 * from the set's random stream, so every other value of the set is as it was without variants):
 * sizes 40 rupees apart, the stock spread over them, one size of every seventh product not on sale.
 */
export function largeVariants(
  i: number,
  sku: string,
  price: number,
  mrp: number,
  stock: number,
  count: number,
): { options: SeedOption[]; variants: SeedVariant[] } {
  const platings = hasThirtyVariants(i) ? PLATINGS : [null];
  const sizes = SIZES.slice(0, hasThirtyVariants(i) ? 6 : Math.min(count, SIZES.length));
  const combinations = platings.flatMap((plating, p) => sizes.map((size, k) => ({ size, k, plating, index: p * sizes.length + k })));
  // One size of every seventh product is being sampled: not on sale and not in stock.
  const draftAt = i % 7 === 0 ? combinations.length - 1 : -1;
  const onSale = combinations.length - (draftAt === -1 ? 0 : 1);
  const variants = combinations.map(({ size, k, plating, index }) => ({
    sku: `${sku}-${size}${plating ? `-${plating.code}` : ''}`,
    options: { Size: size, ...(plating ? { Plating: plating.value } : {}) },
    price: price + 40 * k + (plating?.code === 'GD' ? 200 : 0),
    mrp: mrp + 40 * k + (plating?.code === 'GD' ? 200 : 0),
    stock: index === draftAt ? 0 : Math.floor(stock / onSale) + (index < stock % onSale ? 1 : 0),
    weightGrams: Math.round((4 + k * 0.3) * 10) / 10,
    status: index === draftAt ? ('draft' as const) : ('active' as const),
  }));
  const options: SeedOption[] = [{ name: 'Size', kind: 'size', values: sizes.map((value) => ({ value })) }];
  if (hasThirtyVariants(i)) options.push({ name: 'Plating', kind: 'colour', values: PLATINGS.map(({ value, swatch }) => ({ value, swatch })) });
  return { options, variants };
}

interface StoredDocument {
  path: string;
  data: Record<string, unknown>;
}

/** The documents of the set (order: categories, products, reviews, customers, orders, counters). */
export function buildLargeDataSet(size: LargeDataSetSize = LARGE_DATA_SET, now: Date = new Date()): StoredDocument[] {
  const random = createRandom(11);
  const at = (daysAgo: number) => Timestamp.fromDate(new Date(now.getTime() - daysAgo * DAY_MS));
  const counts = new Map<string, number>();

  const products = Array.from({ length: size.products }, (_, i) => {
    const category = largeCategory(i, size.categories);
    const sku = `SCL-${String(i).padStart(5, '0')}`;
    const title = `Scale product ${i} ${KINDS[i % KINDS.length]}`;
    const price = 300 + random.int(0, 19_999);
    const status = i % 25 === 0 ? 'draft' : 'active';
    if (status === 'active') counts.set(category.slug, (counts.get(category.slug) ?? 0) + 1);
    return {
      path: `prod/${largeProductId(i)}`,
      data: {
        sku,
        slug: `scale-product-${i}`,
        title,
        description: 'A product of the large data set.',
        category: category.name,
        categorySlug: category.slug,
        subCategory: '',
        subCategoryId: '',
        price,
        mrp: price + random.int(0, 1_999),
        currency: 'INR',
        stock: random.int(0, 59),
        minOrderQty: 1,
        status,
        images: [],
        attributes: { purity: '925' },
        tags: ['scale'],
        featured: i % 50 === 0,
        searchKeywords: buildSearchKeywords({ title, sku, category: category.name, subCategory: null, tags: ['scale'] }),
        optionValues: filterValuesOf([], [], { purity: '925' }),
        imageSrcs: [],
        createdAt: at(random.int(0, 89)),
        updatedAt: at(random.int(0, 29)),
      } as Record<string, unknown>,
    };
  });
  // Variants (after every draw above, so the set's other values stay the same): the product's own
  // price, MRP and stock become its variants' roll-up, with what productWritten would add (the
  // variants' SKUs, their option values, and search keywords that find each of them).
  if ((size.variants ?? 0) >= 2) {
    products.forEach(({ data }, i) => {
      const sku = String(data['sku']);
      const { options, variants } = largeVariants(i, sku, Number(data['price']), Number(data['mrp']), Number(data['stock']), size.variants ?? 0);
      const variantSkus = variants.map((variant) => variant.sku.toLowerCase());
      Object.assign(data, {
        options,
        variants,
        ...rollUpVariants(variants.map((variant) => ({ ...variant, mrp: variant.mrp ?? null }))),
        variantSkus,
        optionValues: filterValuesOf(options, variants, data['attributes']),
        searchKeywords: buildSearchKeywords({
          title: String(data['title']),
          sku,
          category: String(data['category']),
          subCategory: null,
          tags: ['scale'],
          variantSkus,
        }),
      });
    });
  }

  // Their listings' filter choices, counted as the productWritten trigger keeps them.
  const shells = Array.from({ length: size.categories }, (_, n) => ({ slug: largeCategory(n, size.categories).slug, subcategories: [] }));
  const counted = computeCategoryCounts(
    shells,
    products.map(({ data }) => data),
  ).categories;
  const categories = Array.from({ length: size.categories }, (_, n) => {
    const { slug, name } = largeCategory(n, size.categories);
    return {
      path: `categories/${slug}`,
      data: { slug, name, order: 100 + n, productCount: counts.get(slug) ?? 0, subcategories: [], facets: counted[n]?.facets ?? [] },
    };
  });

  const reviews = Array.from({ length: Math.floor(size.products / 5) }, (_, n) => {
    const i = n * 5;
    const uid = `scale-customer-${i % size.customers}`;
    const written = at(random.int(0, 59));
    return {
      path: `prod/${largeProductId(i)}/reviews/${uid}`,
      data: {
        uid,
        productId: largeProductId(i),
        productTitle: `Scale product ${i}`,
        authorName: 'Scale C.',
        rating: random.int(1, 5),
        title: 'Scale review',
        text: 'A review of the large data set.',
        status: random.pick(['pending', 'approved', 'approved', 'rejected']),
        verifiedPurchase: random.chance(0.5),
        createdAt: written,
        updatedAt: written,
      },
    };
  });

  const stats = new Map<string, { orderCount: number; lifetimeValue: number; lastOrderAt: Timestamp | null }>();
  const days = new Map<string, SalesDay>();
  const orders = Array.from({ length: size.orders }, (_, i) => {
    const uid = `scale-customer-${random.int(0, size.customers - 1)}`;
    const index = random.int(0, size.products - 1);
    const product = products[index]!.data;
    const quantity = random.int(1, 4);
    const price = Number(product['price']);
    const createdAt = new Date(now.getTime() - random.int(0, 30 * 24 - 1) * 3_600_000);
    const status = random.pick(STATUSES);
    // A product with options is ordered in its cheapest size on sale (whose price is the product's).
    const variant = (product['variants'] as SeedVariant[] | undefined)?.find((each) => each.status === 'active' && each.price === product['price']);
    const items = [
      {
        productId: largeProductId(index),
        sku: String(product['sku']),
        ...(variant ? { variantSku: variant.sku, variantLabel: Object.values(variant.options).join(' / ') } : {}),
        title: String(product['title']),
        price,
        quantity,
        lineTotal: price * quantity,
        image: null,
      },
    ];
    const total = price * quantity;
    const salesDay = indianDay(createdAt);
    // What placeOrder and setOrderStatus would have counted (and keep on the order as `counted`).
    const counted = { takings: takingsOf({ status, total, items }), customer: customerValueOf({ status, total }) };
    const customer = stats.get(uid) ?? { orderCount: 0, lifetimeValue: 0, lastOrderAt: null };
    customer.orderCount += counted.customer.orders;
    customer.lifetimeValue += counted.customer.value;
    if (!customer.lastOrderAt || customer.lastOrderAt.toMillis() < createdAt.getTime()) customer.lastOrderAt = Timestamp.fromDate(createdAt);
    stats.set(uid, customer);
    if (counted.takings.orders > 0) addToSalesDays(days, salesDay, counted.takings);
    return {
      path: `orders/scale-order-${i}`,
      data: {
        uid,
        email: `${uid}@scale.example`,
        number: `SCL-2026-${String(i).padStart(5, '0')}`,
        phoneDigits: '9876543210',
        items,
        subtotal: total,
        shipping: 0,
        total,
        currency: 'INR',
        address: {
          fullName: 'Scale Customer',
          phone: '+91 98765 43210',
          line1: '1 Bench Road',
          line2: '',
          city: 'Jaipur',
          state: 'Rajasthan',
          postalCode: '302001',
          country: 'India',
        },
        note: '',
        status,
        salesDay,
        counted,
        statusHistory: [],
        createdAt: Timestamp.fromDate(createdAt),
        updatedAt: Timestamp.fromDate(createdAt),
      },
    };
  });

  const customers = Array.from({ length: size.customers }, (_, i) => {
    const uid = `scale-customer-${i}`;
    return { path: `webusers/${uid}`, data: { uid, email: `${uid}@scale.example`, createdAt: at(random.int(0, 59)), lastLogin: at(random.int(0, 29)) } };
  });
  const customerStats = customers.map(({ data }) => {
    const uid = String(data['uid']);
    const figures = stats.get(uid) ?? { orderCount: 0, lifetimeValue: 0, lastOrderAt: null };
    return {
      path: `customerStats/${uid}`,
      data: { uid, email: data['email'], name: `Scale customer ${uid.slice(15)}`, ...figures, updatedAt: Timestamp.fromDate(now) },
    };
  });
  const salesDaily = [...days.values()].map((day) => ({ path: `salesDaily/${day.day}`, data: { ...day, updatedAt: Timestamp.fromDate(now) } }));

  const analytics = size.events
    ? largeAnalyticsDocuments({ events: size.events, days: size.analyticsDays ?? 90, products: size.products, categories: size.categories }, now)
    : [];

  return [...categories, ...products, ...reviews, ...customers, ...customerStats, ...orders, ...salesDaily, ...analytics];
}

/** Writes the set in batches of 400; answers how many documents were written. */
export async function writeLargeDataSet(db: Firestore, size: LargeDataSetSize = LARGE_DATA_SET, now: Date = new Date()): Promise<number> {
  const documents = buildLargeDataSet(size, now);
  for (let i = 0; i < documents.length; i += BATCH) {
    const batch = db.batch();
    for (const { path, data } of documents.slice(i, i + BATCH)) batch.set(db.doc(path), data);
    await batch.commit();
  }
  return documents.length;
}
