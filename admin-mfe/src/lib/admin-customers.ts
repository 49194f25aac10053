// Manage Customers' reads: a page of accounts (webusers) with their figures (customerStats), sorted
// by joined or last sign-in (webusers) or by orders or lifetime value (customerStats: only
// customers who ordered), searched by e-mail prefix, or by a word of the name or the start of the
// phone number (customerStats' searchKeywords, kept from the profile by the customerProfile
// trigger); one customer with addresses and orders; and every account with its figures for the
// CSV export.
import {
  collection,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  doc,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { toAddress, toWebUserProfile, WEBUSERS, type Address, type Order, type WebUserProfile } from 'shared-data';
import { ordersRef } from 'shared-data/shopper';
import { CUSTOMER_STATS, customerSearchKey, toCustomerStats, type CustomerStats } from 'shared-data/admin';
import { fetchCursorPage, readAllPages, type CursorPage } from './cursor-page';
import type { ListQuery } from './list-query';

export const CUSTOMER_SORTS = ['createdAt', 'lastLogin', 'orderCount', 'lifetimeValue'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type CustomerListQuery = ListQuery<never, CustomerSort>;
export const CUSTOMER_PAGE_SIZE = 25;

export interface CustomerRow {
  uid: string;
  email: string;
  name: string;
  phone: string;
  createdAt: string | null;
  lastLogin: string | null;
  orderCount: number;
  lifetimeValue: number;
  lastOrderAt: string | null;
  disabled: boolean;
}

const profileConverter: FirestoreDataConverter<WebUserProfile> = {
  toFirestore: (profile) => profile as unknown as Record<string, unknown>,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toWebUserProfile(snapshot.id, snapshot.data()),
};
const statsConverter: FirestoreDataConverter<CustomerStats> = {
  toFirestore: (stats) => stats as unknown as Record<string, unknown>,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toCustomerStats(snapshot.id, snapshot.data()),
};
const profiles = (db: Firestore) => collection(db, WEBUSERS).withConverter(profileConverter);
const statsOf = (db: Firestore) => collection(db, CUSTOMER_STATS).withConverter(statsConverter);

export const nameOf = (profile: Pick<WebUserProfile, 'displayName' | 'firstName' | 'lastName'> | null): string =>
  profile ? profile.displayName || [profile.firstName, profile.lastName].filter(Boolean).join(' ') : '';

export function toCustomerRow(uid: string, profile: WebUserProfile | null, stats: CustomerStats | null): CustomerRow {
  return {
    uid,
    email: profile?.email || stats?.email || '',
    name: nameOf(profile),
    phone: profile?.phone ?? '',
    createdAt: profile?.createdAt ?? null,
    lastLogin: profile?.lastLogin ?? null,
    orderCount: stats?.orderCount ?? 0,
    lifetimeValue: stats?.lifetimeValue ?? 0,
    lastOrderAt: stats?.lastOrderAt ?? null,
    disabled: stats?.disabled ?? false,
  };
}

const readProfile = (db: Firestore, uid: string) => getDoc(doc(profiles(db), uid)).then((snapshot) => snapshot.data() ?? null);
const readStats = (db: Firestore, uid: string) => getDoc(doc(statsOf(db), uid)).then((snapshot) => snapshot.data() ?? null);

export async function fetchCustomerPage(
  db: Firestore,
  list: CustomerListQuery,
): Promise<CursorPage<CustomerRow> & { sortedBy: CustomerSort | 'email' | 'match' }> {
  const cursor = { after: list.after, before: list.before, size: CUSTOMER_PAGE_SIZE };
  const { key, direction } = list.sort;
  // A name or a phone number (anything without an @) is looked up in the kept search keywords.
  const searchKey = list.q && !list.q.includes('@') ? customerSearchKey(list.q) : null;
  if (list.q && !list.q.includes('@')) {
    if (!searchKey) return { rows: [], total: 0, firstId: null, lastId: null, hasNext: false, hasPrevious: false, cursorLost: false, sortedBy: 'match' };
    const page = await fetchCursorPage(statsOf(db), [where('searchKeywords', 'array-contains', searchKey), orderBy(documentId(), 'asc')], cursor);
    const found = await Promise.all(page.rows.map((stats) => readProfile(db, stats.uid)));
    return { ...page, rows: page.rows.map((stats, index) => toCustomerRow(stats.uid, found[index] ?? null, stats)), sortedBy: 'match' };
  }
  if (!list.q && (key === 'orderCount' || key === 'lifetimeValue')) {
    const page = await fetchCursorPage(statsOf(db), [orderBy(key, direction), orderBy(documentId(), direction)], cursor);
    const found = await Promise.all(page.rows.map((stats) => readProfile(db, stats.uid)));
    return { ...page, rows: page.rows.map((stats, index) => toCustomerRow(stats.uid, found[index] ?? null, stats)), sortedBy: key };
  }
  const q = list.q.trim().toLowerCase();
  const constraints: QueryConstraint[] = q
    ? [where('email', '>=', q), where('email', '<=', `${q}\uf8ff`), orderBy('email', 'asc'), orderBy(documentId(), 'asc')]
    : [orderBy(key === 'lastLogin' ? 'lastLogin' : 'createdAt', direction), orderBy(documentId(), direction)];
  const page = await fetchCursorPage(profiles(db), constraints, cursor);
  const stats = await Promise.all(page.rows.map((profile) => readStats(db, profile.uid)));
  return {
    ...page,
    rows: page.rows.map((profile, index) => toCustomerRow(profile.uid, profile, stats[index] ?? null)),
    sortedBy: q ? 'email' : key === 'lastLogin' ? 'lastLogin' : 'createdAt',
  };
}

export interface CustomerDetail {
  row: CustomerRow;
  profile: WebUserProfile | null;
  addresses: Address[];
  orders: Order[];
}

export async function fetchCustomer(db: Firestore, uid: string): Promise<CustomerDetail | null> {
  const [profile, stats, addresses, orders] = await Promise.all([
    readProfile(db, uid),
    readStats(db, uid),
    getDocs(collection(db, WEBUSERS, uid, 'addresses')).then((snapshot) => snapshot.docs.map((address) => toAddress(address.id, address.data()))),
    getDocs(query(ordersRef(db), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(20))).then((snapshot) =>
      snapshot.docs.map((order) => order.data()),
    ),
  ]);
  if (!profile && !stats) return null;
  return { row: toCustomerRow(uid, profile, stats), profile, addresses, orders };
}

/** Every account with its figures (the CSV export), read 500 at a time. */
export async function fetchCustomersForExport(db: Firestore, onProgress: (read: number) => void): Promise<CustomerRow[]> {
  const accounts = await readAllPages(profiles(db), [orderBy('createdAt', 'asc'), orderBy(documentId(), 'asc')], onProgress);
  const stats = new Map((await readAllPages(statsOf(db), [orderBy(documentId(), 'asc')], () => undefined)).map((item) => [item.uid, item]));
  return accounts.map((profile) => toCustomerRow(profile.uid, profile, stats.get(profile.uid) ?? null));
}
