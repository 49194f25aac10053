// The large data set (npm run backend -- --seed large, the benchmarks) carries what the functions
// and triggers would have derived, since it is written before any trigger listens: category
// counts, customers' figures and the dashboard's day counters must match its own documents.
import { describe, expect, it } from 'vitest';
import { buildLargeDataSet, hasThirtyVariants } from '../../src/seed/large-data-set';
import { filterValuesOf, type OrderStatus, productDocumentSchema, TAKING_STATUSES } from 'shared-data/contracts';
import { optionValuesOfDocument } from '../../functions/src/product-written';

const size = { products: 300, categories: 7, customers: 40, orders: 250 };
const now = new Date('2026-11-25T10:00:00Z');
const documents = buildLargeDataSet(size, now);
const under = (prefix: string) => documents.filter((document) => document.path.startsWith(prefix) && document.path.split('/').length === 2);

describe('the large data set', () => {
  it('has the requested size and is the same on every run', () => {
    expect(under('prod/')).toHaveLength(size.products);
    expect(under('categories/')).toHaveLength(size.categories);
    expect(under('webusers/')).toHaveLength(size.customers);
    expect(under('orders/')).toHaveLength(size.orders);
    expect(buildLargeDataSet(size, now)).toEqual(documents);
  });

  it('counts the active products of each category', () => {
    for (const category of under('categories/')) {
      const active = under('prod/').filter((product) => product.data['categorySlug'] === category.data['slug'] && product.data['status'] === 'active');
      expect(category.data['productCount']).toBe(active.length);
    }
  });

  it("keeps each customer's figures and each day's takings as the order functions would", () => {
    const orders = under('orders/').map((order) => order.data);
    for (const stats of under('customerStats/')) {
      const own = orders.filter((order) => order['uid'] === stats.data['uid']);
      // Order count and lifetime value count the same orders: all but the cancelled ones.
      const kept = own.filter((order) => order['status'] !== 'cancelled');
      expect(stats.data['orderCount']).toBe(kept.length);
      expect(stats.data['lifetimeValue']).toBe(kept.reduce((total, order) => total + Number(order['total']), 0));
    }
    // Takings: the orders the shop confirmed (confirmed and after), not cancelled ones.
    const counted = orders.filter((order) => TAKING_STATUSES.includes(order['status'] as OrderStatus));
    expect(counted.length).toBeGreaterThan(0);
    expect(orders.filter((order) => order['status'] === 'pending_confirmation').length).toBeGreaterThan(0);
    const days = under('salesDaily/').map((day) => day.data);
    expect(days.reduce((total, day) => total + Number(day['orders']), 0)).toBe(counted.length);
    for (const day of days) {
      const ofDay = counted.filter((order) => order['salesDay'] === day['day']);
      expect(day['takings']).toBeCloseTo(
        ofDay.reduce((total, order) => total + Number(order['total']), 0),
        2,
      );
    }
    // Every order is within the last 30 days and refers to a stored product.
    const productIds = new Set(under('prod/').map((product) => product.path.slice(5)));
    for (const order of orders) {
      expect(now.getTime() - (order['createdAt'] as { toMillis(): number }).toMillis()).toBeLessThan(30 * 86_400_000);
      expect(productIds.has((order['items'] as Array<{ productId: string }>)[0]!.productId)).toBe(true);
    }
  });
});

describe('the large data set with variants (issue 40)', () => {
  const withVariants = buildLargeDataSet({ ...size, variants: 5 }, now);
  const products = withVariants.filter((document) => /^prod\/[^/]+$/.test(document.path)).map((document) => document.data);
  const alone = under('prod/').map((document) => document.data);

  it('gives every product five sizes, and every hundredth six sizes in five platings, as the product schema accepts them', () => {
    const counts = products.map((product) => (product['variants'] as unknown[]).length);
    expect(counts.filter((count) => count === 5)).toHaveLength(products.length - counts.filter((count) => count === 30).length);
    expect(counts.filter((count) => count === 30)).toHaveLength(products.filter((_, i) => hasThirtyVariants(i)).length);
    expect(counts.filter((count) => count === 30).length).toBeGreaterThan(0);
    const problems = products.flatMap((product) => {
      const parsed = productDocumentSchema.safeParse({ ...product });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(product['sku'])} ${issue.path.join('.')}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('keeps every other value of the set, and the stock, as without variants', () => {
    products.forEach((product, i) => {
      const before = alone[i]!;
      expect(product['stock']).toBe(before['stock']);
      expect(product['price']).toBe(before['price']);
      expect(product['createdAt']).toEqual(before['createdAt']);
    });
    const ordersAlone = under('orders/').map((order) => order.data['total']);
    expect(withVariants.filter((document) => document.path.startsWith('orders/')).map((order) => order.data['total'])).toEqual(ordersAlone);
  });

  it('finds a variant by its SKU and orders a size that is on sale', () => {
    const product = products[7]!;
    const variants = product['variants'] as Array<{ sku: string; status: string }>;
    expect(product['variantSkus']).toEqual(variants.map((variant) => variant.sku.toLowerCase()));
    for (const each of products) {
      expect(each['optionValues']).toEqual(
        filterValuesOf(each['options'] as Parameters<typeof filterValuesOf>[0], each['variants'] as Parameters<typeof filterValuesOf>[1], each['attributes']),
      );
      expect(each['optionValues']).toEqual(optionValuesOfDocument(each));
    }
    expect(product['optionValues']).not.toEqual([]);
    expect(product['searchKeywords']).toContain(variants[3]!.sku.toLowerCase());
    const bySku = new Map(products.map((each) => [String(each['sku']), each]));
    for (const order of withVariants.filter((document) => /^orders\/[^/]+$/.test(document.path))) {
      const [line] = order.data['items'] as Array<{ sku: string; variantSku: string; price: number }>;
      const ordered = (bySku.get(line!.sku)!['variants'] as Array<{ sku: string; status: string; price: number }>).find(
        (variant) => variant.sku === line!.variantSku,
      );
      expect(ordered).toMatchObject({ status: 'active', price: line!.price });
    }
  });
});
