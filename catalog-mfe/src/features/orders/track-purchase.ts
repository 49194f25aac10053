// The purchase event, once per order: the confirmation page may be reloaded or revisited, and the
// order must still count once. The orders already reported are remembered in local storage.
import type { AnalyticsEvents, Order } from 'shared-data';

const STORAGE_KEY = 'shop.analytics.purchases';
const REMEMBERED = 50;

type Track = (name: 'purchase', params: AnalyticsEvents['purchase']) => void;

function reported(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Sends `purchase` unless this browser already sent it for this order; true when sent. */
export function trackPurchaseOnce(order: Pick<Order, 'id' | 'number' | 'total' | 'items'>, track: Track): boolean {
  const ids = reported();
  if (ids.includes(order.id)) return false;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids, order.id].slice(-REMEMBERED)));
  } catch {
    // Without storage the event may repeat on reload; not sending it at all would be worse.
  }
  track('purchase', {
    transaction_id: order.number || order.id,
    currency: 'INR',
    value: order.total,
    items: order.items.map((item) => ({ item_id: item.sku, item_name: item.title, price: item.price, quantity: item.quantity || 1 })),
  });
  return true;
}
