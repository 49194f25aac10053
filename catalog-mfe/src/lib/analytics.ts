// Products in the analytics module's item shape (docs/product-spec.md §7).
import type { AnalyticsItem, ProductSummary } from 'shared-data';

export function analyticsItem(product: Pick<ProductSummary, 'sku' | 'title' | 'price' | 'category' | 'subCategory'>, quantity?: number): AnalyticsItem {
  return {
    item_id: product.sku,
    item_name: product.title,
    price: product.price,
    ...(quantity === undefined ? {} : { quantity }),
    item_category: product.category,
    ...(product.subCategory ? { item_category2: product.subCategory } : {}),
  };
}
