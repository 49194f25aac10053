// What a bulk action on products writes, says and undoes: per product the fields it changes, the
// audit line, and the fields as they were (for Undo); for the confirmation, a title and label that
// name the change and the count. No React and no Firebase here, so it is tested on its own.
import type { CategoryInfo, ProductStatus } from 'shared-data';
import { roundPrice, type PriceRounding } from 'shared-data/admin';
import { formatInr, formatNumber } from 'shared-ui';
import type { ProductRow } from '../../../lib/admin-products';
import { formatCount } from '../../../lib/format-count';

export type BulkChange =
  { kind: 'status'; status: ProductStatus } | { kind: 'category'; category: CategoryInfo } | { kind: 'price'; percent: number; rounding: PriceRounding };

const STATUS_VERBS: Record<ProductStatus, { verb: string; done: string }> = {
  active: { verb: 'Publish', done: 'Published' },
  draft: { verb: 'Unpublish', done: 'Unpublished' },
  archived: { verb: 'Archive', done: 'Archived' },
};

const ROUNDING_WORDS: Record<PriceRounding, string> = {
  paisa: 'to the paisa',
  rupee: 'to the rupee',
  ten: 'up to the next ₹10',
};

const products = (count: number) => formatCount(count, 'product');
const percentText = (percent: number) => `${percent > 0 ? '+' : '−'}${formatNumber(Math.abs(percent))} %`;

/** The new price after a percentage change, rounded by the shop's rule (settings › pricing). */
export function adjustedPrice(price: number, percent: number, rounding: PriceRounding): number {
  return roundPrice(price * (1 + percent / 100), rounding);
}

/** The action's own words for its button and confirmation: "Archive 3 products". */
export function bulkLabel(change: BulkChange, count: number): string {
  switch (change.kind) {
    case 'status':
      return `${STATUS_VERBS[change.status].verb} ${products(count)}`;
    case 'category':
      return `Move ${products(count)} to ${change.category.name}`;
    case 'price':
      return `Change the price of ${products(count)} by ${percentText(change.percent)}`;
  }
}

/** What the confirmation says will happen, besides the products' names. */
export function bulkConsequence(change: BulkChange): string {
  switch (change.kind) {
    case 'status':
      return change.status === 'active'
        ? 'They appear in the shop at once.'
        : change.status === 'draft'
          ? 'They leave the shop at once and stay here as drafts.'
          : 'They leave the shop at once; orders and reports keep them.';
    case 'category':
      return `Their subcategory is cleared; the shop lists them under ${change.category.name}.`;
    case 'price':
      return `Each new price is rounded ${ROUNDING_WORDS[change.rounding]} (Settings › Pricing). A price above its MRP is not changed.`;
  }
}

export interface BulkWrite {
  /** The fields written. */
  data: Record<string, unknown>;
  /** The same fields as they were, which Undo writes back. */
  previous: Record<string, unknown>;
  /** The audit log's line. */
  summary: string;
}

/** The write for one product; throws (with the reason shown in the report) when it cannot be made. */
export function bulkWrite(change: BulkChange, row: ProductRow): BulkWrite {
  const name = `${row.title} (${row.sku})`;
  switch (change.kind) {
    case 'status':
      if (row.status === change.status) throw new Error(`it is already ${STATUS_VERBS[change.status].done.toLowerCase()}`);
      return { data: { status: change.status }, previous: { status: row.status }, summary: `${STATUS_VERBS[change.status].done} ${name}` };
    case 'category':
      if (row.categorySlug === change.category.slug && !row.subCategoryId) throw new Error(`it is already in ${change.category.name}`);
      return {
        data: { category: change.category.name, categorySlug: change.category.slug, subCategory: '', subCategoryId: '' },
        previous: { category: row.category, categorySlug: row.categorySlug, subCategory: row.subCategory, subCategoryId: row.subCategoryId },
        summary: `Moved ${name} to ${change.category.name}`,
      };
    case 'price': {
      // Its own price is its variants' lowest (rollUpVariants): changing it alone would contradict them.
      if (row.hasOptions) throw new Error('it has variants, each with its own price: change them in the product editor');
      const price = adjustedPrice(row.price, change.percent, change.rounding);
      if (price <= 0) throw new Error('the new price would not be above zero');
      if (row.mrp !== null && price > row.mrp) throw new Error(`the new price ${formatInr(price)} would exceed the MRP ${formatInr(row.mrp)}`);
      if (price === row.price) throw new Error(`the price stays ${formatInr(price)} after rounding`);
      return {
        data: { price },
        previous: { price: row.price },
        summary: `Changed the price of ${name} from ${formatInr(row.price)} to ${formatInr(price)} (${percentText(change.percent)})`,
      };
    }
  }
}
