// The audit log of Admin Users: every admin change (adminAudit), newest first, filtered by the admin
// who made it, the kind of action and a date range, in cursor pages.
import {
  collection,
  orderBy,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { ADMIN_AUDIT, istDayStart, toAuditEntry, type AuditEntry } from 'shared-data/admin';
import { fetchCursorPage, type CursorPage } from './cursor-page';
import type { ListQuery } from './list-query';

export const AUDIT_FILTERS = ['by', 'action', 'from', 'to'] as const;
export type AuditListQuery = ListQuery<(typeof AUDIT_FILTERS)[number], 'at'>;
export const AUDIT_PAGE_SIZE = 30;

/** The actions the log can be filtered by, with how a person names them. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'product.create': 'Product created',
  'product.update': 'Product changed',
  'product.delete': 'Product deleted',
  'category.create': 'Category created',
  'category.update': 'Category changed',
  'category.reorder': 'Categories reordered',
  'category.delete': 'Category deleted',
  'order.status': 'Order status changed',
  'order.note': 'Order note',
  'support.update': 'Support item changed',
  'role.grant': 'Admin role granted',
  'role.revoke': 'Admin role removed',
};

const auditConverter: FirestoreDataConverter<AuditEntry> = {
  toFirestore: (entry) => entry as unknown as Record<string, unknown>,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toAuditEntry(snapshot.id, snapshot.data()),
};

export function auditConstraints(listQuery: Pick<AuditListQuery, 'q' | 'filters'>): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (listQuery.q.trim()) constraints.push(where('target', '==', listQuery.q.trim()));
  const by = listQuery.filters.by?.trim().toLowerCase();
  if (by) constraints.push(where('byEmail', '==', by));
  if (listQuery.filters.action && listQuery.filters.action in AUDIT_ACTIONS) constraints.push(where('action', '==', listQuery.filters.action));
  const from = istDayStart(listQuery.filters.from ?? '');
  const to = istDayStart(listQuery.filters.to ?? '');
  if (from) constraints.push(where('at', '>=', from));
  if (to) constraints.push(where('at', '<', new Date(to.getTime() + 24 * 60 * 60 * 1000)));
  return constraints;
}

export function fetchAuditPage(db: Firestore, listQuery: AuditListQuery): Promise<CursorPage<AuditEntry>> {
  return fetchCursorPage(
    collection(db, ADMIN_AUDIT).withConverter(auditConverter),
    [...auditConstraints(listQuery), orderBy('at', 'desc'), orderBy('__name__', 'desc')],
    {
      after: listQuery.after,
      before: listQuery.before,
      size: AUDIT_PAGE_SIZE,
    },
  );
}
