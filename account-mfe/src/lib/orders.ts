// The signed-in customer's orders for My Account: the list shows a summary of each (what the page
// embeds stays small), newest first.
import type { Firestore } from 'firebase/firestore/lite';
import type { OrderShipment, OrderStatus } from 'shared-data';
import { fetchCustomerOrders, itemCountOf } from 'shared-data/shopper';

export interface OrderSummary {
  id: string;
  number: string;
  status: OrderStatus;
  total: number;
  itemCount: number;
  /** ISO string */
  createdAt: string | null;
  /** The parcel's courier and tracking, once shipped. */
  shipment: OrderShipment | null;
}

export async function fetchOrderSummaries(db: Firestore, uid: string, max = 50): Promise<OrderSummary[]> {
  const orders = await fetchCustomerOrders(db, uid, max);
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    total: order.total,
    itemCount: itemCountOf(order),
    createdAt: order.createdAt,
    shipment: order.shipment,
  }));
}
