// A list of product cards; reports the list to analytics (view_item_list) when it is shown.
import { useEffect } from 'react';
import { track, type ProductSummary } from 'shared-data';
import { analyticsItem } from '../lib/analytics';
import { ProductCard } from './product-card';

export function ProductGrid({
  products,
  listId,
  listName,
  label,
  firstScreen = false,
}: {
  products: ProductSummary[];
  listId: string;
  listName: string;
  label: string;
  /** The grid starts on the first screen (a listing, search results): its first images load at once. */
  firstScreen?: boolean;
}) {
  const key = products.map((product) => product.id).join(',');
  useEffect(() => {
    if (products.length === 0) return;
    track('view_item_list', { item_list_id: listId, item_list_name: listName, items: products.map((product) => analyticsItem(product)) });
    // The list is reported once per distinct set of products shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, listId, listName]);
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          {/* On the first screen, the first row (two cards on a phone) is the page's largest content and is fetched first. */}
          <ProductCard product={product} listName={listName} eager={firstScreen && index < 4} priority={firstScreen && index < 2} />
        </li>
      ))}
    </ul>
  );
}
